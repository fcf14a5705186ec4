import { inArray, sql } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { staff, type StaffRole } from "../db/schema.ts";
import { createStaff } from "./staff-accounts.server.ts";

/** The demo staff's password and TOTP secret, published in the README like the demo members' password. */
export const DEMO_STAFF_PASSWORD = "demo-staff-password";
export const DEMO_STAFF_TOTP_SECRET = "DEMODEMODEMODEMODEMODEMODEMODEMO";
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: "admin@example.com", name: "Ada Admin", role: "admin" },
  { email: "moderator@example.com", name: "Mo Moderator", role: "moderator" },
  { email: "operator@example.com", name: "Otto Operator", role: "operator" },
];

/**
 * One staff account per role for the demo sites (the sites that get the demo members; none where no demo site is
 * enabled). Idempotent: an account that exists is left as it is, so a database seeded before staff existed gets them.
 */
export async function ensureDemoStaff(db: Database, demoSites: readonly Site[]) {
  if (demoSites.length === 0) return 0;
  const existing = await db
    .select({ email: sql<string>`lower(${staff.email})` })
    .from(staff)
    .where(
      inArray(
        sql`lower(${staff.email})`,
        DEMO_STAFF.map((s) => s.email),
      ),
    );
  const have = new Set(existing.map((row) => row.email));
  let made = 0;
  for (const account of DEMO_STAFF) {
    if (have.has(account.email)) continue;
    await createStaff(db, {
      ...account,
      password: DEMO_STAFF_PASSWORD,
      sites: demoSites.map((site) => site.id),
      totpSecret: DEMO_STAFF_TOTP_SECRET,
    });
    made += 1;
  }
  return made;
}
