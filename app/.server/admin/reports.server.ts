import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { complaints } from "../db/schema.ts";
import { audit } from "../staff/audit.server.ts";
import { canAccessSite, type StaffMember } from "../staff/staff-accounts.server.ts";

/**
 * What moderators work through besides photos and texts: complaints filed through /complaints, with their status.
 * Member reports (reporting a member from their profile, with evidence) join this list as a second source: give
 * them the same shape (`ReportEntry`) and add them to `listReports`.
 */
export type ReportStatus = "open" | "closed";

export type ReportEntry = {
  kind: "complaint";
  id: number;
  siteId: string;
  reference: string;
  status: ReportStatus;
  category: string;
  concerns: string | null;
  description: string;
  from: { name: string; email: string; userId: number | null };
  createdAt: string;
};

export async function listReports(db: Database, staff: StaffMember, status: ReportStatus | "all"): Promise<ReportEntry[]> {
  const conditions: SQL[] = [];
  if (status !== "all") conditions.push(eq(complaints.status, status));
  if (!staff.allSites) conditions.push(staff.sites.length ? inArray(complaints.siteId, staff.sites) : sql`false`);
  const rows = await db
    .select()
    .from(complaints)
    .where(and(...conditions))
    .orderBy(desc(complaints.id))
    .limit(100);
  return rows.map((row) => ({
    kind: "complaint",
    id: row.id,
    siteId: row.siteId,
    reference: row.reference,
    status: row.status,
    category: row.category,
    concerns: row.concerns,
    description: row.description,
    from: { name: row.name, email: row.email, userId: row.userId },
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function complaintSite(db: Database, id: number) {
  const [row] = await db
    .select({ siteId: complaints.siteId, userId: complaints.userId })
    .from(complaints)
    .where(eq(complaints.id, id))
    .limit(1);
  return row ?? null;
}

export async function setComplaintStatus(db: Database, staff: StaffMember, id: number, status: ReportStatus) {
  const subject = await complaintSite(db, id);
  if (!subject || !canAccessSite(staff, subject.siteId)) return false;
  await db.transaction(async (tx) => {
    await tx.update(complaints).set({ status }).where(eq(complaints.id, id));
    await audit(tx, staff, status === "closed" ? "complaint.close" : "complaint.reopen", {
      siteId: subject.siteId,
      userId: subject.userId,
      details: { complaintId: id },
    });
  });
  return true;
}
