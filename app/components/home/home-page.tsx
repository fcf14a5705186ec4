import { Link } from "#app/framework/link.tsx";
import { VisitorTeaser } from "#app/components/home/visitor-teaser.tsx";
import { MemberSearch, type CamTilesData } from "#app/components/members/member-search.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useSignupMode } from "#app/root-data.ts";
import type { PageSearchAnswer } from "#app/search/packed-search.ts";

export type HomePageProps = {
  loggedIn: boolean;
  /** The search's first page, where this visitor may search. */
  screen: { search: PageSearchAnswer; camTiles: CamTilesData; trafficsource: string | null } | null;
  /** Who is there, blurred, for a visitor the site keeps out of its search. */
  teaser: { photos: string[]; activeToday: number } | null;
  showSignup: boolean;
};

/**
 * Home: the member search for members, and for visitors where the site opens it; otherwise an invitation to sign up
 * with a teaser of who is there (a referred visitor gets the sign-up form beside the search).
 */
export function HomePage({ screen, loggedIn, showSignup, teaser }: HomePageProps) {
  const { t } = useTranslation();
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
