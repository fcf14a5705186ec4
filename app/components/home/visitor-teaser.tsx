import { useTranslation } from "#app/i18n/translation.tsx";
import { ActiveToday } from "#app/components/landers/lander-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/framework/link.tsx";
import { useSignupMode } from "#app/root-data.ts";

/**
 * What a visitor sees on a site that keeps its member search for members (docs/product/search.md#who-may-search):
 * approved photos blurred past recognition (no names or places), how many members were active today, and how the site
 * works. The photos are the ones the site's landers already show publicly, so nothing here is more private than a
 * lander. No invented testimonials: quoting members nobody asked is not something a brand may publish.
 */
export function VisitorTeaser({ photos, activeToday }: { photos: string[]; activeToday: number }) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  const steps = [1, 2, 3] as const;
  return (
    <section data-slot="visitor-teaser" aria-labelledby="visitor-teaser-title" className="flex flex-col gap-section">
      <div className="relative overflow-hidden rounded-card border border-card-border bg-card">
        <ul aria-hidden="true" className="grid grid-cols-3 gap-1 p-1 sm:grid-cols-4 lavish:gap-0.5 lavish:p-0">
          {photos.slice(0, 8).map((photo, index) => (
            <li key={photo} className={index >= 6 ? "hidden sm:block" : undefined}>
              <img
                src={photo}
                alt=""
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
                data-slot="teaser-photo"
                className="aspect-square w-full scale-110 object-cover blur-md lavish:opacity-70"
              />
            </li>
          ))}
        </ul>
        <div className="absolute inset-0 flex items-center justify-center bg-background/40 p-4 lavish:bg-background/55">
          <div className="flex max-w-md flex-col items-center gap-4 rounded-card border border-card-border bg-card/95 p-6 text-center shadow-raised lavish:bg-background/90 lavish:px-10">
            <h2 id="visitor-teaser-title" className="text-heading-section display-style">
              {t("landers.teaser.title")}
            </h2>
            <p className="text-muted-foreground">{t("landers.teaser.lead", { context: signup.context })}</p>
            {/* The count alone: the lander's round faces beside it would show unblurred who the grid hides. */}
            <ActiveToday profiles={[]} count={activeToday} className="justify-center" />
            {signup.open ? (
              <Button asChild size="lg">
                <Link to="/signup">{t("nav.signup", { context: signup.context })}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <div>
        <h2 className="mb-4 text-heading-section heading-align">{t("landers.teaser.steps_title")}</h2>
        <ol className="grid gap-4 sm:grid-cols-3 lavish:gap-8">
          {steps.map((step) => (
            <li
              key={step}
              className="rounded-card border border-card-border bg-card p-5 lavish:border-0 lavish:border-t lavish:bg-transparent lavish:px-0 lavish:text-center"
            >
              <span aria-hidden="true" className="font-heading text-3xl text-primary display-style">
                {step}
              </span>
              <h3 className="mt-2 text-heading-item font-semibold">{t(`landers.teaser.step${step}_title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`landers.teaser.step${step}_text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
