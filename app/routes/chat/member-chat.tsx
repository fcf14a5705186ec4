import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard, positiveIntParams } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/member-chat";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "required", isValid: positiveIntParams("memberId") });
  return null;
}

export default function MemberChatScreen() {
  const { t } = useTranslation();
  return <PageHeading title={t("screens.member_chat")} />;
}
