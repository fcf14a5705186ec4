import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { listRecentMembers } from "#app/.server/profiles/pool.server.ts";
import { MemberGrid } from "#app/components/members/member-grid.tsx";
import { SignupTeaser } from "#app/components/signup/signup-teaser.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/home";

export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "optional" });
  // Members are shown to members, and to visitors where the site opens its search to them.
  const showMembers = user !== null || site.logged_out_search !== "none";
  const members = showMembers
    ? await listRecentMembers(await getDb(), site, { limit: 12, excludeProfileId: user?.profileId })
    : [];
  return { showMembers, members, fictionalIcon: site.fictional_icon, loggedIn: user !== null };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-section">
      {loaderData.loggedIn ? null : (
        <section className="rounded-lg bg-primary-soft p-8 text-center lavish:rounded-none lavish:border lavish:border-primary/30 lavish:bg-transparent lavish:py-16">
          <h1 className="text-3xl sm:text-4xl lavish:text-5xl lavish:italic">{t("home.hero_title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted-foreground lavish:text-lg">{t("home.hero_text")}</p>
          <div className="mt-6 flex justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/signup">{t("nav.signup")}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">{t("nav.login")}</Link>
            </Button>
          </div>
        </section>
      )}
      {loaderData.showMembers ? (
        <section>
          <h2 className="mb-4 text-xl lavish:text-center lavish:text-3xl">{t("home.members_title")}</h2>
          <MemberGrid members={loaderData.members} fictionalIcon={loaderData.fictionalIcon} />
        </section>
      ) : (
        <SignupTeaser />
      )}
    </div>
  );
}
