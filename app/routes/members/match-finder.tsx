import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/match-finder";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  return null;
}

export default function MatchFinderScreen() {
  const { t } = useTranslation();
  return <PageHeading title={t("screens.match_finder")} />;
}
