import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { DatabaseStorage, LocalDiskStorage, storageFor } from "#app/.server/storage/storage.server.ts";

/** Where media live (decision 101): in the database on PostgreSQL, so every app process serves what another stored. */
describe("media storage", () => {
  it("is the database on PostgreSQL and a folder on PGlite, unless MEDIA_STORAGE says otherwise", () => {
    expect(storageFor({ DATABASE_URL: "postgres://db.internal/app" })).toBeInstanceOf(DatabaseStorage);
    expect(storageFor({ DATABASE_URL: "postgresql://db.internal/app" })).toBeInstanceOf(DatabaseStorage);
    expect(storageFor({ DATABASE_URL: undefined })).toBeInstanceOf(LocalDiskStorage);
    expect(storageFor({ DATABASE_URL: "memory://" })).toBeInstanceOf(LocalDiskStorage);
    expect(storageFor({ DATABASE_URL: "postgres://db.internal/app", MEDIA_STORAGE: "disk" })).toBeInstanceOf(LocalDiskStorage);
    expect(storageFor({ DATABASE_URL: undefined, MEDIA_STORAGE: "database" })).toBeInstanceOf(DatabaseStorage);
  });

  it("keeps bytes in the database, where a second store on the same database reads them", async () => {
    const one = new DatabaseStorage(getDb);
    const two = new DatabaseStorage(getDb);
    const bytes = new Uint8Array([0xff, 0xd8, 0x00, 0x01, 0xfe]);
    await one.put("profiles/7/photo.jpg", bytes);
    expect(await two.get("profiles/7/photo.jpg")).toEqual(bytes);
    // Written again (a regenerated file): the new bytes.
    await one.put("profiles/7/photo.jpg", "<svg/>");
    expect(new TextDecoder().decode((await two.get("profiles/7/photo.jpg"))!)).toBe("<svg/>");
    await two.delete("profiles/7/photo.jpg");
    expect(await one.get("profiles/7/photo.jpg")).toBeNull();
    // A key that names no file, or could not be ours, is simply absent.
    expect(await one.get("../etc/passwd")).toBeNull();
    await expect(one.put("../escape.jpg", "x")).rejects.toThrow(/Unsafe storage key/);
  });

  it("still finds, and deletes, files an earlier version wrote to disk", async () => {
    const disk = new LocalDiskStorage(mkdtempSync(join(tmpdir(), "media-earlier-")));
    await disk.put("profiles/8/old.jpg", "old photo");
    const store = new DatabaseStorage(getDb, disk);
    expect(new TextDecoder().decode((await store.get("profiles/8/old.jpg"))!)).toBe("old photo");
    await store.delete("profiles/8/old.jpg");
    expect(await store.get("profiles/8/old.jpg")).toBeNull();
    expect(await disk.get("profiles/8/old.jpg")).toBeNull();
  });
});
