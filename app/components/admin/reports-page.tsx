import { ActionButton, ActionResult, AdminPage, Panel, StatusBadge, type AdminActionResult } from "#app/components/admin/admin-ui.tsx";

export const REPORT_STATUSES = ["open", "closed", "all"] as const;

export type ReportsPageProps = {
  status: (typeof REPORT_STATUSES)[number];
  reports: {
    kind: string;
    id: number;
    siteId: string;
    reference: string;
    status: string;
    category: string;
    concerns: string | null;
    description: string;
    from: { name: string; email: string; userId: number | null };
    createdAt: string;
  }[];
  memberReports: {
    id: number;
    siteId: string;
    reason: string;
    message: string | null;
    status: string;
    createdAt: string;
    evidence: { messages?: { id: number; sender_profile: number; text: string; created_at: string }[] };
    reporter: { userId: number; profileId: number; name: string; email: string };
    reported: { profileId: number; name: string; fictional: boolean; userIds: number[] };
  }[];
  result?: AdminActionResult;
};

/** Members' reports of profiles and the complaints form's complaints, by status. */
export function ReportsPage({ reports, memberReports, status, result }: ReportsPageProps) {
  return (
    <AdminPage
      title="Reports and complaints"
      actions={
        <nav className="flex gap-3 text-sm">
          {REPORT_STATUSES.map((s) => (
            <a key={s} href={`?status=${s}`} className={s === status ? "font-semibold underline" : "underline"}>
              {s}
            </a>
          ))}
        </nav>
      }
    >
      <ActionResult result={result} />
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
