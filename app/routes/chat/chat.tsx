import { useTranslation } from "#app/i18n/translation.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard, positiveIntParams } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/chat";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "required", isValid: positiveIntParams("chatId") });
  return null;
}

export default function ChatScreen() {
  const { t } = useTranslation();
  return <PageHeading title={t("screens.chat")} />;
}
