import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/signup";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  return null;
}

export default function SignupScreen() {
  const { t } = useTranslation();
  return <PageHeading title={t("signup.title")}>{t("signup.intro")}</PageHeading>;
}
