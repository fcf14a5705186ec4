import { getDb } from "#app/.server/db/client.server.ts";
import { consoleQueue } from "#app/.server/console/console.server.ts";
import { AdminPage, ScrollTable } from "#app/components/admin/admin-ui.tsx";
import { Link } from "#app/framework/link.tsx";
import { CONSOLE_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/console";

/** The answering console's queue: members waiting for a pool profile's answer, oldest first. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, CONSOLE_STAFF);
  return { queue: await consoleQueue(await getDb(), staff) };
}

export default function Console({ loaderData }: Route.ComponentProps) {
  const { queue } = loaderData;
  return (
    <AdminPage title={`Answering console (${queue.length} waiting)`}>
      {queue.length === 0 ? <p className="text-sm text-neutral-600">No member is waiting for an answer.</p> : null}
      <ScrollTable>
        <thead>
          <tr>
            <th>Waiting since (UTC)</th>
            <th>Member</th>
            <th>To</th>
            <th>Last message</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {queue.map((row) => (
            <tr key={row.id} data-console-conversation={row.id}>
              <td className="whitespace-nowrap">{row.lastMessageAt?.slice(0, 16).replace("T", " ")}</td>
              <td>
                {row.memberName} ({row.siteId})
              </td>
              <td>{row.poolName}</td>
              <td className="max-w-64 break-words">{row.text.slice(0, 140)}</td>
              <td>
                {row.lockedByOther ? (
                  <span className="text-xs text-neutral-600">taken</span>
                ) : (
                  <Link className="underline" to={`/admin/console/${row.id}`}>
                    Open
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </AdminPage>
  );
}
