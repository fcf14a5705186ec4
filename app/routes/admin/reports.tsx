import { data } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import {
  complaintSite,
  decideMemberReport,
  listMemberReports,
  listReports,
  memberReportSite,
  setComplaintStatus,
} from "#app/.server/admin/reports.server.ts";
import { done, idField, parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { MODERATION_STAFF, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
import { REPORT_STATUSES, ReportsPage } from "#app/components/admin/reports-page.tsx";
import type { Route } from "./+types/reports";

export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const requested = new URL(args.request.url).searchParams.get("status");
  const status = REPORT_STATUSES.find((s) => s === requested) ?? "open";
  const db = await getDb();
  const [reports, memberReports] = await Promise.all([listReports(db, staff, status), listMemberReports(staff, status, db)]);
  return {
    status,
    reports,
    memberReports: memberReports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
  };
}

const ComplaintAction = z.object({ intent: z.enum(["complaint-close", "complaint-reopen"]), complaintId: idField });
const MemberReportAction = z.object({ intent: z.enum(["report-actioned", "report-dismissed", "report-reopen"]), reportId: idField });
const ActionSchema = z.union([ComplaintAction, MemberReportAction]);

const MEMBER_REPORT_STATUS = { "report-actioned": "actioned", "report-dismissed": "dismissed", "report-reopen": "open" } as const;

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const input = parseAdminForm(await readAdminForm(args.request), ActionSchema);
  const db = await getDb();
  if ("reportId" in input) {
    const report = await memberReportSite(db, input.reportId);
    if (!report) throw data({ error: "That report does not exist." }, { status: 404 });
    requireSiteAccess(staff, report.siteId);
    await decideMemberReport(db, staff, input.reportId, MEMBER_REPORT_STATUS[input.intent]);
    return done(`Report ${input.reportId}: ${MEMBER_REPORT_STATUS[input.intent]}.`);
  }
  const subject = await complaintSite(db, input.complaintId);
  if (!subject) throw data({ error: "That complaint does not exist." }, { status: 404 });
  requireSiteAccess(staff, subject.siteId);
  await setComplaintStatus(db, staff, input.complaintId, input.intent === "complaint-close" ? "closed" : "open");
  return done(`Complaint ${input.complaintId} ${input.intent === "complaint-close" ? "closed" : "reopened"}.`);
}

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportsPage {...loaderData} result={actionData} />;
}
