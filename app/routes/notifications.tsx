import { useTranslation } from "#app/i18n/translation.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/notifications";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "required" });
  return null;
}

export default function NotificationsScreen() {
  const { t } = useTranslation();
  return <PageHeading title={t("screens.notifications")} />;
}
