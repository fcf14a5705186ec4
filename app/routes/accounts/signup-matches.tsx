import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/signup-matches";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "required" });
  return null;
}

export default function SignupMatchesScreen() {
  const { t } = useTranslation();
  return <PageHeading title={t("screens.signup_matches")} />;
}
