import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, normalize, resolve, sep } from "node:path";
import { eq } from "drizzle-orm";
import { type Database, getMigratedDb } from "../db/client.server.ts";
import { mediaFiles } from "../db/schema.ts";
import { dataDir, env } from "../env.server.ts";

/**
 * Where uploaded and generated media live. Callers speak in keys such as `profiles/12/abc.jpg`; the backend is
 * the database (PostgreSQL's default, shared by every app process) or a folder (PGlite's default), and an object
 * store can implement the same interface (decision 101).
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

/**
 * Media as rows of `media_files`: on PostgreSQL every app process reads what any other wrote, with no shared
 * volume to mount, and a backup of the database holds the photos too. A key not found there is looked up in
 * `earlier` (the folder an earlier version wrote to), so switching a deployment over loses no photo.
 */
export class DatabaseStorage implements FileStorage {
  constructor(
    private readonly db: () => Promise<Database>,
    private readonly earlier?: FileStorage,
  ) {}

  async put(key: string, data: Uint8Array | string) {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
    await (
      await this.db()
    )
      .insert(mediaFiles)
      .values({ key, bytes })
      .onConflictDoUpdate({ target: mediaFiles.key, set: { bytes, createdAt: new Date() } });
  }

  async get(key: string) {
    if (!isSafeStorageKey(key)) return null;
    const [row] = await (await this.db()).select({ bytes: mediaFiles.bytes }).from(mediaFiles).where(eq(mediaFiles.key, key));
    if (row) return new Uint8Array(row.bytes);
    return this.earlier ? this.earlier.get(key) : null;
  }

  async delete(key: string) {
    if (!isSafeStorageKey(key)) return;
    await (await this.db()).delete(mediaFiles).where(eq(mediaFiles.key, key));
    await this.earlier?.delete(key);
  }
}

/** The configured backend: MEDIA_STORAGE, else the database on PostgreSQL and the folder on PGlite. */
export function storageFor(settings: Pick<typeof env, "MEDIA_STORAGE" | "MEDIA_DIR" | "DATABASE_URL">): FileStorage {
  const disk = new LocalDiskStorage(settings.MEDIA_DIR ? resolve(settings.MEDIA_DIR) : join(dataDir, "media"));
  const onPostgres = /^postgres(ql)?:\/\//.test(settings.DATABASE_URL ?? "");
  const kind = settings.MEDIA_STORAGE ?? (onPostgres ? "database" : "disk");
  return kind === "database" ? new DatabaseStorage(getMigratedDb, disk) : disk;
}

export const storage: FileStorage = storageFor(env);

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
