import { useTranslation } from "#app/i18n/translation.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { getDb } from "#app/.server/db/client.server.ts";
import { isProfileVisible } from "#app/.server/profiles/pool.server.ts";
import { guard, pageNotFound, positiveIntParams } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/member-chat";

export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required", isValid: positiveIntParams("memberId") });
  // No chat with a profile this site does not show (decision 017).
  if (!(await isProfileVisible(await getDb(), site, Number(args.params.memberId), user))) {
    throw pageNotFound(new URL(args.request.url).pathname);
  }
  return null;
}

export default function MemberChatScreen() {
  const { t } = useTranslation();
  return <PageHeading title={t("screens.member_chat")} />;
}
