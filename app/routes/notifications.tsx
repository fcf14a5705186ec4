import { getDb } from "#app/.server/db/client.server.ts";
import { listNotifications, markAllNotificationsRead } from "#app/.server/notifications/notifications.server.ts";
import { NotificationsPage } from "#app/components/notifications/notifications-page.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/notifications";

export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  return { notifications: await listNotifications(await getDb(), site, user) };
}

/** "Mark all as read" (a plain form: works without JavaScript). */
export async function action(args: Route.ActionArgs) {
  const { user } = guard(args, { access: "required" });
  await markAllNotificationsRead(await getDb(), user.id);
  return { ok: true };
}

export default function NotificationsScreen({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage notifications={loaderData.notifications} />;
}
