import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/reset-password-do";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "optional" });
  return null;
}

export default function ResetPasswordDoScreen() {
  const { t } = useTranslation();
  return <PageHeading title={t("screens.reset_password_do")} />;
}
