import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { complaints, memberReports, type ReportStatus as MemberReportStatus } from "../db/schema.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import {
  listReports as listMemberReportsOf,
  setReportStatus as setMemberReportStatus,
  type ModerationReport,
} from "../safety/reports.server.ts";
import { audit } from "../staff/audit.server.ts";
import { canAccessSite, type StaffMember } from "../staff/staff-accounts.server.ts";

/**
 * What moderators work through besides photos and texts: complaints filed through /complaints, with their status,
 * and members' reports of profiles with their evidence (`listMemberReports`).
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

/** Members' reports of profiles (decision 083) in the staff member's sites, for the same queue; `closed` = actioned or dismissed. */
export async function listMemberReports(staff: StaffMember, status: ReportStatus | "all", db: Database): Promise<ModerationReport[]> {
  const siteIds = staff.allSites ? siteRegistry.sites.map((site) => site.id) : staff.sites;
  const reports = await listMemberReportsOf({ siteIds, status: status === "open" ? "open" : undefined }, db);
  return status === "closed" ? reports.filter((report) => report.status !== "open") : reports;
}

/** The site a member's report was filed on (and whom it reports), or null when there is no such report. */
export async function memberReportSite(db: Database, id: number) {
  const [row] = await db
    .select({ siteId: memberReports.siteId, profileId: memberReports.reportedProfileId })
    .from(memberReports)
    .where(eq(memberReports.id, id))
    .limit(1);
  return row ?? null;
}

/** A moderator's verdict on a member's report (actioned, dismissed, or open again), written to the audit log. */
export async function decideMemberReport(db: Database, staff: StaffMember, reportId: number, status: MemberReportStatus) {
  const subject = await memberReportSite(db, reportId);
  if (!subject || !canAccessSite(staff, subject.siteId)) return false;
  await db.transaction(async (tx) => {
    await setMemberReportStatus({ reportId, status, siteIds: [subject.siteId] }, tx);
    await audit(tx, staff, `report.${status === "open" ? "reopen" : status}`, {
      siteId: subject.siteId,
      profileId: subject.profileId,
      details: { reportId },
    });
  });
  return true;
}
