import { data } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { complaintSite, listReports, setComplaintStatus } from "#app/.server/admin/reports.server.ts";
import { ActionButton, ActionResult, AdminPage, Panel, StatusBadge } from "#app/components/admin/admin-ui.tsx";
import { done, idField, parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { MODERATION_STAFF, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/reports";

const STATUSES = ["open", "closed", "all"] as const;

export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const requested = new URL(args.request.url).searchParams.get("status");
  const status = STATUSES.find((s) => s === requested) ?? "open";
  return { status, reports: await listReports(await getDb(), staff, status) };
}

const ActionSchema = z.object({ intent: z.enum(["complaint-close", "complaint-reopen"]), complaintId: idField });

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const input = parseAdminForm(await readAdminForm(args.request), ActionSchema);
  const db = await getDb();
  const subject = await complaintSite(db, input.complaintId);
  if (!subject) throw data({ error: "That complaint does not exist." }, { status: 404 });
  requireSiteAccess(staff, subject.siteId);
  await setComplaintStatus(db, staff, input.complaintId, input.intent === "complaint-close" ? "closed" : "open");
  return done(`Complaint ${input.complaintId} ${input.intent === "complaint-close" ? "closed" : "reopened"}.`);
}

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  const { reports, status } = loaderData;
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
