import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { profiles, users } from "../db/schema.ts";
import { getDecoyHash, verifyPassword } from "./password.server.ts";

/** The account id for these credentials on this site, or null. Deleted accounts never log in; banned ones are marked. */
export async function verifyLogin(db: Database, siteId: string, email: string, password: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.siteId, siteId), eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
    .limit(1);
  if (!user || user.status === "deleted") {
    await verifyPassword(await getDecoyHash(), password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  // A banned member with the right password is told so (the ban notice), never given a session.
  return { id: user.id, name: user.name, banned: user.status === "banned" };
}
