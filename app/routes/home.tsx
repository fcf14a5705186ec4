import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { signupsOpen } from "#app/.server/accounts/signup.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { getRegionNames } from "#app/middleware/i18n.server.ts";
import { searchScreenData } from "#app/.server/search/screen.server.ts";
import { canSearch } from "#app/.server/search/search.server.ts";
import { trafficSourceOf } from "#app/.server/tracking/traffic-source.server.ts";
import { visitorTeaser } from "#app/.server/landers/landers.server.ts";
import { VisitorTeaser } from "#app/components/home/visitor-teaser.tsx";
import { MemberSearch } from "#app/components/members/member-search.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useSignupMode } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/home";

/**
 * The home page (docs/product/search.md#who-may-search): the member search for members, and for visitors
 * where the site opens it (to everyone, or to visitors from a traffic source);
 * otherwise an invitation to sign up with a teaser of who is there.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "optional" });
  const trafficSource = trafficSourceOf(args.request);
  const showSearch = canSearch(site, user !== null, trafficSource);
  const screen = showSearch ? await searchScreenData(await getDb(), site, user, args.request, "home", getRegionNames(args.context)) : null;
  // A referred visitor came to sign up: they get the form beside the search.
  const referredSignup = user === null && trafficSource !== null && signupsOpen(site, trafficSource);
  // A visitor the site keeps out of its search sees who is there, blurred, instead of an empty page.
  const teaser = user === null && screen === null ? await visitorTeaser(await getDb(), site) : null;
  return { loggedIn: user !== null, screen, teaser, showSignup: user === null && (screen === null || referredSignup) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { screen, loggedIn, showSignup, teaser } = loaderData;
  const signup = useSignupMode();
  return (
    <div className="flex flex-col gap-section">
      {loggedIn ? null : (
        <section className="rounded-card border border-card-border bg-primary-soft p-8 text-center lavish:bg-transparent lavish:py-16">
          <h1 className="text-heading-hero display-style">{t("home.hero_title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lead text-muted-foreground">{t("home.hero_text", { context: signup.context })}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/signup">{t("nav.signup", { context: signup.context })}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">{t("nav.login")}</Link>
            </Button>
          </div>
        </section>
      )}
      {teaser ? <VisitorTeaser photos={teaser.photos} activeToday={teaser.activeToday} /> : null}
      {showSignup ? <SignupForm /> : null}
      {screen ? (
        <section>
          <h2 className="mb-4 text-heading-section heading-align lavish:text-3xl">{t(loggedIn ? "search.title" : "home.members_title")}</h2>
          <MemberSearch initial={screen.search} camTiles={screen.camTiles} source="home" trafficsource={screen.trafficsource} />
        </section>
      ) : null}
    </div>
  );
}
