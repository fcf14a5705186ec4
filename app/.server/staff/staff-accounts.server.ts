import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { hashPassword, verifyPassword, getDecoyHash } from "../accounts/password.server.ts";
import type { Database } from "../db/client.server.ts";
import { staff, staffSiteAccess, type StaffRole } from "../db/schema.ts";
import { newTotpSecret } from "./totp.server.ts";

export const STAFF_ROLES = ["admin", "moderator", "operator"] as const satisfies readonly StaffRole[];

/** A staff account as the back office sees it: role and the sites it may act on. */
export type StaffMember = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** Every site (admins only). */
  allSites: boolean;
  /** The sites it may act on when not every site. */
  sites: string[];
};

/** Whether a staff member may act on a site's members, photos and profiles. */
export function canAccessSite(member: Pick<StaffMember, "allSites" | "sites">, siteId: string | null | undefined): boolean {
  if (!siteId) return false;
  return member.allSites || member.sites.includes(siteId);
}

export class StaffAccountError extends Error {
  override name = "StaffAccountError";
}

/**
 * Creates a staff account (the CLI and the demo seed). `totpSecret` fixes the second factor's secret (the demo's is
 * published); otherwise a new one is made and the first login enrols it.
 */
export async function createStaff(
  db: Database,
  input: { email: string; name?: string; password: string; role: StaffRole; sites: string[] | "all"; totpSecret?: string },
) {
  const email = input.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffAccountError(`not an e-mail address: ${email}`);
  if (!STAFF_ROLES.includes(input.role)) throw new StaffAccountError(`unknown role ${input.role}; one of ${STAFF_ROLES.join(", ")}`);
  if (input.password.length < 12) throw new StaffAccountError("the password needs at least 12 characters");
  if (input.sites === "all" && input.role !== "admin") throw new StaffAccountError("only admins may have every site");
  if (input.sites !== "all" && input.sites.length === 0) throw new StaffAccountError("give at least one site, or all (admins)");
  const [existing] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email.toLowerCase()))
    .limit(1);
  if (existing) throw new StaffAccountError(`a staff account for ${email} exists already`);
  const totpSecret = input.totpSecret ?? newTotpSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        email,
        name: input.name?.trim() || email.split("@")[0]!,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        allSites: input.sites === "all",
        totpSecret,
        // A secret given by the caller is known to them already: no enrolment step.
        totpEnabledAt: input.totpSecret ? new Date() : null,
      })
      .returning({ id: staff.id });
    if (input.sites !== "all") await tx.insert(staffSiteAccess).values(input.sites.map((siteId) => ({ staffId: row!.id, siteId })));
    return { id: row!.id, totpSecret };
  });
}

/** The staff account behind an id, with its sites, or null when unknown or disabled. */
export async function loadStaff(
  db: Database,
  id: number,
): Promise<(StaffMember & { totpSecret: string; totpEnabled: boolean; totpLastStep: number }) | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.disabledAt)))
    .limit(1);
  if (!row) return null;
  const sites = await db.select({ siteId: staffSiteAccess.siteId }).from(staffSiteAccess).where(eq(staffSiteAccess.staffId, id));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    allSites: row.role === "admin" && row.allSites,
    sites: sites.map((s) => s.siteId).sort(),
    totpSecret: row.totpSecret,
    totpEnabled: row.totpEnabledAt !== null,
    totpLastStep: row.totpLastStep,
  };
}

/** The staff id for an e-mail and password, or null (the same work either way, so timing tells nothing). */
export async function verifyStaffPassword(db: Database, email: string, password: string): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id, passwordHash: staff.passwordHash })
    .from(staff)
    .where(and(eq(sql`lower(${staff.email})`, email.trim().toLowerCase()), isNull(staff.disabledAt)))
    .limit(1);
  if (!row) {
    await verifyPassword(await getDecoyHash(), password);
    return null;
  }
  return (await verifyPassword(row.passwordHash, password)) ? row.id : null;
}

/** Every staff account, for the admins' list. */
export async function listStaff(db: Database) {
  const rows = await db.select().from(staff).orderBy(asc(staff.id));
  const access = rows.length
    ? await db
        .select()
        .from(staffSiteAccess)
        .where(
          inArray(
            staffSiteAccess.staffId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sites: row.allSites ? ["*"] : access.filter((a) => a.staffId === row.id).map((a) => a.siteId),
    totpEnabled: row.totpEnabledAt !== null,
    disabled: row.disabledAt !== null,
  }));
}
