import { count, sql } from "drizzle-orm";
import { openDatabase } from "./client.server.ts";
import { profiles } from "./schema.ts";
import { seedDatabase } from "./seed.server.ts";

/**
 * `npm run db:seed [-- --reset]`: fills an empty database with the demo pool.
 * PGlite allows one process per folder, so stop the server first.
 */
export async function main(argv: string[]) {
  const conn = await openDatabase();
  try {
    const [row] = await conn.db.select({ n: count() }).from(profiles);
    const n = row?.n ?? 0;
    if (n > 0 && !argv.includes("--reset")) {
      console.info(`The database already holds ${n} profiles; run with -- --reset to replace them.`);
      return 0;
    }
    if (n > 0) await conn.db.execute(sql`truncate sessions, users, profile_images, profiles restart identity cascade`);
    const started = Date.now();
    const result = await seedDatabase(conn.db);
    console.info(`Seeded ${result.profiles} profiles and ${result.members} demo members in ${Date.now() - started} ms.`);
    return 0;
  } finally {
    await conn.close();
  }
}
