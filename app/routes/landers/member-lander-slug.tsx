import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { getDb } from "#app/.server/db/client.server.ts";
import { isProfileVisible } from "#app/.server/profiles/pool.server.ts";
import { guard, pageNotFound, positiveIntParams } from "#app/routing/guard.server.ts";
import { slugMatchesNiche } from "#app/site/niche.ts";
import type { Route } from "./+types/member-lander-slug";

export async function loader(args: Route.LoaderArgs) {
  // The slug is a catch-all that may span several segments.
  const { site, user } = guard(args, {
    access: "public",
    isValid: (params, site) => positiveIntParams("memberId")(params) && !!params["*"] && slugMatchesNiche(params["*"], site.niche),
  });
  // A lander of a profile this site does not show (decision 017) does not exist here.
  if (!(await isProfileVisible(await getDb(), site, Number(args.params.memberId), user))) {
    throw pageNotFound(new URL(args.request.url).pathname);
  }
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
