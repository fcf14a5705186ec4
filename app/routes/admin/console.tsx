import { getDb } from "#app/.server/db/client.server.ts";
import { consoleQueue } from "#app/.server/console/console.server.ts";
import { CONSOLE_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import { ConsoleQueuePage } from "#app/components/admin/console-pages.tsx";
import type { Route } from "./+types/console";

/** The answering console's queue: members waiting for a pool profile's answer, oldest first. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, CONSOLE_STAFF);
  return { queue: await consoleQueue(await getDb(), staff) };
}

export default function Console({ loaderData }: Route.ComponentProps) {
  return <ConsoleQueuePage {...loaderData} />;
}
