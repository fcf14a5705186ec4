import { randomBytes } from "node:crypto";
import { and, asc, count, eq, isNull, ne } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../db/client.server.ts";
import { profileImages, profiles } from "../db/schema.ts";
import { mediaUrl, storage } from "../storage/storage.server.ts";

/** Upload limits (docs/decisions: profile photos). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_IMAGES_PER_PROFILE = 12;
/** Stored photo: longest side; thumbnail: the card's 4:5 shape. */
export const PHOTO_MAX_SIDE = 1600;
export const THUMB_SIZE = { width: 400, height: 500 } as const;

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif" | "heif";

/** The real type of an upload from its first bytes, whatever its name or declared type says. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return "gif";
  if (at(4, 0x66, 0x74, 0x79, 0x70)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "mif1", "msf1", "heim", "heis"].includes(brand)) return "heif";
  }
  return null;
}

export type UploadProblem = "empty" | "too_large" | "not_an_image" | "corrupt" | "too_many";

export class ImageUploadError extends Error {
  override name = "ImageUploadError";
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

export type StoredImage = { id: number; filename: string; thumb_filename: string; width: number; height: number };

/**
 * Re-encodes an upload: decoded (which proves it is an image), turned upright by
 * its EXIF orientation, scaled down, and written as a new JPEG without any of the
 * original's metadata (EXIF, GPS, XMP, ICC comments), plus a thumbnail.
 */
export async function processImage(bytes: Uint8Array) {
  if (bytes.byteLength === 0) throw new ImageUploadError("empty");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ImageUploadError("too_large");
  if (!sniffImageFormat(bytes)) throw new ImageUploadError("not_an_image");
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const photo = await source
      .clone()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await source
      .clone()
      .resize({ ...THUMB_SIZE, fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { photo: photo.data, thumb, width: photo.info.width, height: photo.info.height };
  } catch (error) {
    if (error instanceof ImageUploadError) throw error;
    throw new ImageUploadError("corrupt");
  }
}

/** Stores a member's photo; the first one becomes the main image. */
export async function addProfileImage(
  db: Database,
  profileId: number,
  bytes: Uint8Array,
  cdnPrefix = "",
): Promise<{ image: StoredImage; isMain: boolean }> {
  const [existing] = await db.select({ n: count() }).from(profileImages).where(eq(profileImages.profileId, profileId));
  if ((existing?.n ?? 0) >= MAX_IMAGES_PER_PROFILE) throw new ImageUploadError("too_many");
  const processed = await processImage(bytes);
  const base = `profiles/${profileId}/${randomBytes(12)
    .toString("base64url")
    .replace(/[^a-z0-9]/gi, "x")}`;
  const filename = `${base}.jpg`;
  const thumbFilename = `${base}-thumb.jpg`;
  await storage.put(filename, processed.photo);
  await storage.put(thumbFilename, processed.thumb);
  let result: { row: typeof profileImages.$inferSelect; isMain: boolean };
  try {
    result = await db.transaction(async (tx) => {
      // The count and the insert happen under the profile row's lock, so parallel uploads queue here and the
      // limit holds exactly (the check above only spares a doomed upload the image processing).
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for("update");
      const [current] = await tx.select({ n: count() }).from(profileImages).where(eq(profileImages.profileId, profileId));
      const position = current?.n ?? 0;
      if (position >= MAX_IMAGES_PER_PROFILE) throw new ImageUploadError("too_many");
      const [inserted] = await tx
        .insert(profileImages)
        // Every upload waits for a moderator before landers and logged-out pages show it (decision 071).
        .values({ profileId, filename, thumbFilename, width: processed.width, height: processed.height, position, moderation: "pending" })
        .returning();
      const [updated] = await tx
        .update(profiles)
        .set({ mainImageId: inserted!.id })
        .where(and(eq(profiles.id, profileId), isNull(profiles.mainImageId)))
        .returning({ id: profiles.id });
      return { row: inserted!, isMain: !!updated };
    });
  } catch (error) {
    await Promise.all([storage.delete(filename), storage.delete(thumbFilename)].map((done) => done.catch(() => undefined)));
    throw error;
  }
  const { row, isMain } = result;
  return {
    image: {
      id: row.id,
      filename: mediaUrl(row.filename, cdnPrefix),
      thumb_filename: mediaUrl(row.thumbFilename, cdnPrefix),
      width: processed.width,
      height: processed.height,
    },
    isMain,
  };
}

/** Makes one of the member's own photos the main image. False when it is not theirs. */
export async function setMainProfileImage(db: Database, profileId: number, imageId: number): Promise<boolean> {
  const [image] = await db
    .select({ id: profileImages.id })
    .from(profileImages)
    .where(and(eq(profileImages.id, imageId), eq(profileImages.profileId, profileId), ne(profileImages.moderation, "rejected")))
    .limit(1);
  if (!image) return false;
  await db.update(profiles).set({ mainImageId: image.id }).where(eq(profiles.id, profileId));
  return true;
}

/** Removes a member's photo and its files; the next photo becomes main when the main one goes. */
export async function deleteProfileImage(db: Database, profileId: number, imageId: number): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(profileImages)
      .where(and(eq(profileImages.id, imageId), eq(profileImages.profileId, profileId)))
      .returning();
    if (!row) return null;
    const [next] = await tx
      .select({ id: profileImages.id })
      .from(profileImages)
      .where(and(eq(profileImages.profileId, profileId), ne(profileImages.moderation, "rejected")))
      .orderBy(asc(profileImages.position), asc(profileImages.id))
      .limit(1);
    await tx
      .update(profiles)
      .set({ mainImageId: next?.id ?? null })
      .where(and(eq(profiles.id, profileId), eq(profiles.mainImageId, row.id)));
    return row;
  });
  if (!removed) return false;
  await Promise.all([storage.delete(removed.filename), storage.delete(removed.thumbFilename)]);
  return true;
}
