import { useTranslation } from "#app/i18n/translation.tsx";
import type { LanderMap } from "#app/landers/types.ts";
import { LanderSignup } from "../lander-signup.tsx";
import { FreeNote, LanderProfileRow, type LanderViewProps } from "../lander-parts.tsx";

/**
 * Map lander: the site's country drawn as a dot map of its towns (inline SVG from data the server has; no tile
 * server, decision 034), members per region as circles sized by their number, presented members pinned with their
 * photo, the nearest regions listed, and the form.
 */
export function MapLander({ profiles, map, copy }: LanderViewProps & { map: LanderMap | null }) {
  const { t } = useTranslation();
  const regions = map?.regions ?? [];
  const largest = Math.max(1, ...regions.map((region) => region.count));
  const pinned = new Map((map?.pins ?? []).map((pin) => [pin.id, pin]));
  return (
    <div data-lander="maplanding" className="grid gap-10 lg:grid-cols-[1fr_26rem]">
      <div>
        <h1 className="text-heading-hero display-style">{copy?.headline ?? t("landers.map.title")}</h1>
        <p className="mt-3 max-w-xl text-lead text-muted-foreground">{copy?.subline ?? t("landers.map.lead")}</p>
        {map ? (
          <figure
            className="relative mt-6 rounded-card border border-card-border bg-card p-4 shadow-card"
            data-slot="lander-map"
            data-country={map.country}
          >
            <div className="relative">
              {/* The country's dot map is an image (cached apart from the page); members are drawn over it. */}
              <img
                src={`/resources/country-map/${map.country}.svg`}
                alt=""
                width={map.width}
                height={map.height}
                className="absolute inset-0 h-full w-full"
              />
              <svg
                viewBox={`0 0 ${map.width} ${map.height}`}
                role="img"
                aria-label={t("landers.map.legend")}
                className="relative h-auto w-full"
              >
                {regions.map((region, index) => (
                  <g key={region.id} data-region={region.id}>
                    {index < 3 ? (
                      <circle
                        cx={region.x}
                        cy={region.y}
                        r={6 + 16 * Math.sqrt(region.count / largest)}
                        className="lander-pulse fill-primary/25"
                      />
                    ) : null}
                    <circle
                      cx={region.x}
                      cy={region.y}
                      r={3 + 12 * Math.sqrt(region.count / largest)}
                      className="fill-primary/70 stroke-card"
                      strokeWidth={1.5}
                    >
                      <title>{t("landers.map.region_count", { count: region.count, region: region.name })}</title>
                    </circle>
                  </g>
                ))}
              </svg>
              {profiles.map((profile) => {
                const pin = pinned.get(profile.id);
                if (!pin || !profile.main_image) return null;
                return (
                  <img
                    key={profile.id}
                    src={profile.main_image.thumb_filename}
                    alt={profile.name}
                    title={profile.name}
                    width={36}
                    height={36}
                    className="absolute size-9 -translate-x-1/2 -translate-y-1/2 rounded-avatar border-2 border-card object-cover shadow-raised"
                    style={{ left: `${(pin.x / map.width) * 100}%`, top: `${(pin.y / map.height) * 100}%` }}
                  />
                );
              })}
            </div>
            <figcaption className="mt-2 text-xs text-muted-foreground">{t("landers.map.legend")}</figcaption>
          </figure>
        ) : null}
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <ul className="space-y-2" data-slot="lander-regions">
            {regions.slice(0, 5).map((region) => (
              <li key={region.id} className="flex items-center justify-between gap-3 rounded-card bg-panel px-3 py-2 text-sm">
                <span className="truncate font-medium">{region.name}</span>
                <span className="shrink-0 text-muted-foreground">{region.count}</span>
              </li>
            ))}
          </ul>
          <div>
            <h2 className="text-heading-item">{t("landers.map.nearby")}</h2>
            <ul className="mt-2 space-y-2">
              {profiles.slice(0, 4).map((profile) => (
                <li key={profile.id} data-slot="lander-profile" className="flex items-center gap-3">
                  <LanderProfileRow profile={profile} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="lg:sticky lg:top-6 lg:self-start">
        <LanderSignup title={copy?.cta ?? t("landers.signup_title")} lead={t("landers.signup_lead")} />
        <FreeNote />
      </div>
    </div>
  );
}
