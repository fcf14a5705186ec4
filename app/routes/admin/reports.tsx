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
import { ActionButton, ActionResult, AdminPage, Panel, StatusBadge } from "#app/components/admin/admin-ui.tsx";
import { done, idField, parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { MODERATION_STAFF, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/reports";

const STATUSES = ["open", "closed", "all"] as const;

export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const requested = new URL(args.request.url).searchParams.get("status");
  const status = STATUSES.find((s) => s === requested) ?? "open";
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
  const { reports, memberReports, status } = loaderData;
  return (
    <AdminPage
      title="Reports and complaints"
      actions={
        <nav className="flex gap-3 text-sm">
          {STATUSES.map((s) => (
            <a key={s} href={`?status=${s}`} className={s === status ? "font-semibold underline" : "underline"}>
              {s}
            </a>
          ))}
        </nav>
      }
    >
      <ActionResult result={actionData} />
      <h2 className="text-base font-semibold">Members' reports</h2>
      {memberReports.length === 0 ? <p className="text-sm text-neutral-600">No member reports here.</p> : null}
      <ul className="flex flex-col gap-3" data-slot="member-reports">
        {memberReports.map((report) => (
          <li key={`member-report-${report.id}`} data-member-report={report.id}>
            <Panel>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge status={report.status} />
                <strong>{report.reason}</strong>
                <span>
                  {report.siteId} · {report.createdAt.slice(0, 16).replace("T", " ")}
                </span>
              </div>
              <p className="mt-1 text-sm break-words">
                {report.reporter.name} &lt;{report.reporter.email}&gt; (
                <a href={`/admin/members/${report.reporter.userId}`}>member {report.reporter.userId}</a>) reported{" "}
                <strong>{report.reported.name || `profile ${report.reported.profileId}`}</strong>
                {report.reported.fictional ? " (pool profile)" : null}
                {report.reported.userIds.map((userId) => (
                  <span key={userId}>
                    {" "}
                    (<a href={`/admin/members/${userId}`}>member {userId}</a>)
                  </span>
                ))}
              </p>
              {report.message ? <p className="mt-2 text-sm whitespace-pre-wrap break-words">{report.message}</p> : null}
              {report.evidence.messages?.length ? (
                <details className="mt-2 text-sm">
                  <summary>Conversation ({report.evidence.messages.length} messages)</summary>
                  <ol className="mt-1 flex flex-col gap-1">
                    {report.evidence.messages.map((message) => (
                      <li key={message.id} className="break-words">
                        <span className="text-neutral-600">
                          {message.sender_profile === report.reporter.profileId ? "Reporter" : "Reported"} ·{" "}
                          {message.created_at.slice(0, 16).replace("T", " ")}:
                        </span>{" "}
                        {message.text}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-2">
                {report.status === "open" ? (
                  <>
                    <ActionButton intent="report-actioned" fields={{ reportId: report.id }} label="Actioned" />
                    <ActionButton intent="report-dismissed" fields={{ reportId: report.id }} label="Dismiss" />
                  </>
                ) : (
                  <ActionButton intent="report-reopen" fields={{ reportId: report.id }} label="Reopen" />
                )}
              </div>
            </Panel>
          </li>
        ))}
      </ul>
      <h2 className="text-base font-semibold">Complaints</h2>
      {reports.length === 0 ? <p className="text-sm text-neutral-600">Nothing here.</p> : null}
      <ul className="flex flex-col gap-3">
        {reports.map((report) => (
          <li key={`${report.kind}-${report.id}`} data-report={report.id}>
            <Panel>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge status={report.status} />
                <strong>{report.reference}</strong>
                <span>
                  {report.kind} · {report.category} · {report.siteId} · {report.createdAt.slice(0, 16).replace("T", " ")}
                </span>
              </div>
              <p className="mt-1 text-sm">
                From {report.from.name} &lt;{report.from.email}&gt;
                {report.from.userId ? (
                  <>
                    {" "}
                    (<a href={`/admin/members/${report.from.userId}`}>member {report.from.userId}</a>)
                  </>
                ) : null}
              </p>
              {report.concerns ? <p className="mt-1 text-sm break-words">About: {report.concerns}</p> : null}
              <p className="mt-2 text-sm whitespace-pre-wrap break-words">{report.description}</p>
              <div className="mt-2">
                {report.status === "open" ? (
                  <ActionButton intent="complaint-close" fields={{ complaintId: report.id }} label="Close" />
                ) : (
                  <ActionButton intent="complaint-reopen" fields={{ complaintId: report.id }} label="Reopen" />
                )}
              </div>
            </Panel>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
