import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";
import { dataDir } from "../env.server.ts";

/**
 * Where uploaded and generated media live. Callers speak in keys such as
 * `profiles/12/abc.jpg`; the local disk under DATA_DIR is the default backend,
 * an object store can implement the same interface.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array | string): Promise<void>;
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Keys we generate are short; a longer one names no file (and would overflow a file name: ENAMETOOLONG). */
const MAX_KEY_LENGTH = 512;
const MAX_SEGMENT_LENGTH = 200;

export function isSafeStorageKey(key: string): boolean {
  if (key.length > MAX_KEY_LENGTH || !SAFE_KEY.test(key)) return false;
  return !key.split("/").some((part) => part === ".." || part === "." || part === "" || part.length > MAX_SEGMENT_LENGTH);
}

const NO_FILE_CODES = new Set(["ENOENT", "EISDIR", "ENOTDIR"]);

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const path = normalize(join(this.root, key));
    if (!path.startsWith(normalize(this.root) + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  }

  async put(key: string, data: Uint8Array | string) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async get(key: string) {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      // A key that names a folder (or passes through a file) names no stored file either.
      if (NO_FILE_CODES.has((error as NodeJS.ErrnoException).code ?? "")) return null;
      throw error;
    }
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }
}

export const storage: FileStorage = new LocalDiskStorage(join(dataDir, "media"));

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

/** Public URL of a stored file, behind the site's CDN prefix when it has one. */
export function mediaUrl(key: string, cdnPrefix = ""): string {
  return `${cdnPrefix}/media/${key}`;
}
