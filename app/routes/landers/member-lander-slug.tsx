import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { guard, positiveIntParams } from "#app/routing/guard.server.ts";
import { slugMatchesNiche } from "#app/site/niche.ts";
import type { Route } from "./+types/member-lander-slug";

export async function loader(args: Route.LoaderArgs) {
  // The slug is a catch-all that may span several segments.
  guard(args, {
    access: "public",
    isValid: (params, site) =>
      positiveIntParams("memberId")(params) && !!params["*"] && slugMatchesNiche(params["*"], site.niche),
  });
  return null;
}

export default function MemberLanderSlugScreen({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-gutter py-section">
      <PageHeading title={t("screens.lander")} />
      <SignupForm hideTitle landerProfileId={Number(params.memberId) || null} />
    </div>
  );
}
