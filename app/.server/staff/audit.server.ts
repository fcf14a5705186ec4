import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { auditLog } from "../db/schema.ts";
import type { StaffMember } from "./staff-accounts.server.ts";

/** What an audit row names besides the staff member and the action. */
export type AuditSubject = { siteId?: string | null; userId?: number | null; profileId?: number | null; details?: Record<string, unknown> };

type Executor = Pick<Database, "insert">;

/**
 * Writes one row of the append-only audit log (decision 070). Every back-office action calls it, in the same
 * transaction as its change where it has one, so an action and its record stand or fall together.
 */
export async function audit(db: Executor, actor: Pick<StaffMember, "id" | "email"> | null, action: string, subject: AuditSubject = {}) {
  await db.insert(auditLog).values({
    staffId: actor?.id ?? null,
    staffEmail: actor?.email ?? null,
    action,
    siteId: subject.siteId ?? null,
    userId: subject.userId ?? null,
    profileId: subject.profileId ?? null,
    details: subject.details ?? {},
  });
}

export const AUDIT_PAGE_SIZE = 100;

/** The newest audit rows, optionally about one member or before an id (paging backwards). */
export async function listAudit(db: Database, { userId, before }: { userId?: number; before?: number } = {}) {
  const conditions: SQL[] = [];
  if (userId) conditions.push(eq(auditLog.userId, userId));
  if (before) conditions.push(lt(auditLog.id, before));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}
