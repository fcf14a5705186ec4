import { useTranslation } from "#app/i18n/translation.tsx";
import { regionName } from "#app/i18n/display-names.ts";
import { useSignupMode } from "#app/root-data.ts";
import { Form } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { controlVariants } from "#app/components/ui/control.ts";
import type { ProfileCardData } from "#app/profiles/card.ts";
import { AGE_RANGES, GENDERS } from "#app/search/filters.ts";
import { LanderSignup } from "./lander-signup.tsx";
import { FreeNote, LanderTopBar, ProfilePhoto } from "./lander-parts.tsx";

export type MatchFinderProps = {
  step: 1 | 2 | 3 | 4;
  answers: { gender?: string; age?: string; country?: string; region?: string };
  places: { country: string; regions: { id: string; name: string }[] }[];
  result: { count: number; capped: boolean; profiles: ProfileCardData[] } | null;
};

const QUESTIONS = 3;

function href(answers: Record<string, string | undefined>) {
  const query = new URLSearchParams(Object.entries(answers).filter((entry): entry is [string, string] => !!entry[1]));
  return `/match-finder?${query}`;
}

/**
 * The match finder: three questions as links and a plain form, so it works before (and without) any
 * script; then how many members match, some of them and the sign-up. Answers become the new member's search settings.
 */
export function MatchFinder({ step, answers, places, result }: MatchFinderProps) {
  const { t, i18n } = useTranslation();
  const signup = useSignupMode();
  const countryName = (code: string) => regionName(code, i18n.language);
  const option = cn(buttonVariants({ variant: "outline", size: "lg" }), "h-auto w-full justify-between py-4 text-left normal-case");
  return (
    <div data-lander="match-finder" data-step={step} className="min-h-dvh bg-gradient-to-b from-primary/15 to-background">
      <LanderTopBar />
      <div className="mx-auto w-full max-w-3xl px-gutter pb-16 pt-6">
        <header className="text-center">
          <h1 className="text-heading-hero display-style">
            {step === 4 && result ? t("landers.match_finder.result_title", { count: result.count }) : t("landers.match_finder.title")}
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-lead text-muted-foreground">
            {step === 4 ? t("landers.match_finder.result_lead", { context: signup.context }) : t("landers.match_finder.lead")}
          </p>
        </header>

        {step < 4 ? (
          <section className="mx-auto mt-8 max-w-xl rounded-card border border-card-border bg-card p-card shadow-raised">
            <div className="mb-5 flex items-center justify-between gap-4 text-sm text-muted-foreground">
              <span>{t("landers.match_finder.step", { step, total: QUESTIONS })}</span>
              <span aria-hidden="true" className="flex gap-1.5">
                {Array.from({ length: QUESTIONS }, (_, index) => (
                  <span key={index} className={cn("h-1.5 w-8 rounded-full bg-border", index < step && "bg-primary")} />
                ))}
              </span>
            </div>
            {step === 1 ? (
              <Question title={t("landers.match_finder.gender_question")}>
                {GENDERS.map((gender) => (
                  <Link key={gender} to={href({ gender })} className={option} preventScrollReset>
                    {t(`landers.match_finder.gender_${gender}`)}
                    <span aria-hidden="true">→</span>
                  </Link>
                ))}
              </Question>
            ) : step === 2 ? (
              <Question title={t("landers.match_finder.age_question")}>
                <div className="grid grid-cols-2 gap-3">
                  {AGE_RANGES.filter((range) => range.id !== "all").map((range) => (
                    <Link key={range.id} to={href({ gender: answers.gender, age: range.id })} className={option} preventScrollReset>
                      {range.id === "65+" ? "65+" : range.id.replace("-", "–")}
                      <span aria-hidden="true">→</span>
                    </Link>
                  ))}
                </div>
              </Question>
            ) : (
              <Question title={t("landers.match_finder.region_question")}>
                <Form method="get" action="/match-finder" className="flex flex-col gap-4" preventScrollReset>
                  <input type="hidden" name="gender" value={answers.gender} />
                  <input type="hidden" name="age" value={answers.age} />
                  <input type="hidden" name="done" value="1" />
                  <label htmlFor="match-place" className="sr-only">
                    {t("landers.match_finder.region_question")}
                  </label>
                  <select
                    id="match-place"
                    name="place"
                    defaultValue={answers.region ?? answers.country ?? places[0]?.country}
                    className={controlVariants({ kind: "select" })}
                  >
                    {places.map(({ country, regions }) => (
                      <optgroup key={country} label={countryName(country)}>
                        <option value={country}>{t("landers.match_finder.region_any", { country: countryName(country) })}</option>
                        {regions.map((region) => (
                          <option key={region.id} value={region.id}>
                            {region.name}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                  <Button type="submit" size="lg">
                    {t("landers.match_finder.next")}
                  </Button>
                </Form>
              </Question>
            )}
            {step > 1 ? (
              <Link
                to={step === 2 ? "/match-finder" : href({ gender: answers.gender })}
                className="mt-5 inline-block text-sm text-muted-foreground underline-offset-4 hover:underline"
                preventScrollReset
              >
                ← {t("landers.match_finder.back")}
              </Link>
            ) : null}
          </section>
        ) : result ? (
          <div className="mt-8 grid gap-8 md:grid-cols-[1fr_24rem]">
            <div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3">
                {result.profiles.slice(0, 6).map((profile, index) => (
                  <ProfilePhoto
                    key={profile.id}
                    profile={{ ...profile, online: false }}
                    eager={index < 3}
                    className="aspect-[4/5] rounded-card"
                  />
                ))}
              </div>
              <Link to="/match-finder" className="mt-4 inline-block text-sm text-muted-foreground underline-offset-4 hover:underline">
                {t("landers.match_finder.change")}
              </Link>
            </div>
            <div>
              <LanderSignup title={t("landers.signup_title")} lead={t("landers.signup_lead")} />
              <FreeNote />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Question({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-4 text-heading-step display-style">{title}</legend>
      {children}
    </fieldset>
  );
}
