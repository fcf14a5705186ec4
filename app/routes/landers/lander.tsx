import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { guard } from "#app/routing/guard.server.ts";
import { slugMatchesNiche } from "#app/site/niche.ts";
import type { Route } from "./+types/lander";

export async function loader(args: Route.LoaderArgs) {
  // A lander slug must carry the site's niche prefix (e.g. milf-… on a niche-6 site).
  guard(args, { access: "public", isValid: ({ slug }, site) => !!slug && slugMatchesNiche(slug, site.niche) });
  return null;
}

export default function LanderScreen() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-gutter py-section">
      <PageHeading title={t("screens.lander")} />
      <SignupForm hideTitle />
    </div>
  );
}
