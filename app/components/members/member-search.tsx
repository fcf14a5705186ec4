import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useFetcher, useNavigate } from "react-router";
import { Link } from "#app/framework/link.tsx";
import type { ApiError } from "#app/api/error.ts";
import { apiFetch } from "#app/api/client.ts";
import { cn } from "#app/components/ui/cn.ts";
import { regionName } from "#app/i18n/display-names.ts";
import { Select } from "#app/components/ui/select.tsx";
import { useFeature, useSite } from "#app/root-data.ts";
import { AGE_RANGES, ageRangeIdOf, type SearchAnswer, type SearchFilters } from "#app/search/filters.ts";
import { fromPageSearch, type PageSearchAnswer } from "#app/search/packed-search.ts";
import { addSearchPage, changeFilters, clearedResults, pagedSearchHref, searchQuery, type SearchResults } from "#app/search/results.ts";
import { interleaveTiles } from "#app/search/tiles.ts";
import { LiveCamTile, reportCamFeedFailure, ResellTile, type CamProfileData } from "./cam-tiles.tsx";
import { EAGER_CARDS, gridClasses } from "./member-grid.tsx";
import { MemberCard } from "./member-card.tsx";

export type CamTilesData = { live: boolean; resell: boolean };

type Props = {
  /** The screen's first answer, as its page data carries it (regions packed). */
  initial: PageSearchAnswer;
  camTiles: CamTilesData;
  /** Where the search sits, sent as `source`. */
  source: "home" | "members" | "search";
  trafficsource: string | null;
};

type CamState = { status: "loading" | "ready" | "failed"; cams: CamProfileData[] };

/** One filter: its label above its select. */
function SearchFilter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      {children}
    </label>
  );
}

/**
 * The member search (docs/product/search.md#modes and docs/product/constants.md#search): the server renders the first page;
 * any filter change clears the results and asks again; more results come by an
 * infinite-scroll marker, or by `?page=` links when the site pages its results.
 * Unpaid members past their fourth day see webcam tiles woven in.
 */
export function MemberSearch({ initial: pageAnswer, camTiles, source, trafficsource }: Props) {
  const { t, i18n } = useTranslation();
  // One answer object per page answer: `applied` below tells a new server answer by its identity.
  const initial = useMemo(() => fromPageSearch(pageAnswer), [pageAnswer]);
  const site = useSite();
  const navigate = useNavigate();
  const searchAllCountries = useFeature("profileSearch.searchAllCountries");
  const fetcher = useFetcher<SearchAnswer | ApiError>();
  const loading = fetcher.state !== "idle";
  const [results, setResults] = useState<SearchResults>(initial);
  // Which server answer and which fetcher answer `results` already holds (state adjusted while rendering, not in an effect).
  const [applied, setApplied] = useState<{ initial: SearchAnswer; fetched: unknown }>({ initial, fetched: fetcher.data });
  const [cams, setCams] = useState<CamState>({ status: "loading", cams: [] });
  const marker = useRef<HTMLDivElement>(null);
  const filterForm = useRef<HTMLFormElement>(null);

  if (applied.initial !== initial) {
    // A new server answer (another ?page=, a revalidation) replaces the list.
    setApplied({ initial, fetched: fetcher.data });
    setResults(initial);
  } else if (applied.fetched !== fetcher.data) {
    setApplied({ initial, fetched: fetcher.data });
    const answer = fetcher.data;
    // Search failures are logged only (docs/product/search.md#modes).
    if (answer && "error" in answer) console.warn("search failed", answer.error);
    else if (answer) setResults((current) => addSearchPage(current, answer));
  }

  const { filter_options: filters, choices, profiles, paging } = results;
  const { page, num_results: numResults, capped } = paging;

  const fetchPage = useCallback(
    (next: SearchFilters, nextPage: number) => {
      // A new load cancels the one still running: the fetcher owns the request.
      void fetcher.load(
        `/api/search.php?${searchQuery(next, nextPage, { source, pp: initial.paging.pp, searchAllCountries, trafficsource })}`,
      );
    },
    // `fetcher.load` is stable; the fetcher object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fetcher.load, initial.paging.pp, searchAllCountries, source, trafficsource],
  );

  function change(patch: Partial<SearchFilters>) {
    const next = changeFilters(filters, patch);
    // Changing any filter clears the results and asks again.
    setResults((current) => clearedResults(current, next));
    // A paging site keeps the filters in the URL: its loader answers page 1 of the new search,
    // and every pager link, reload or shared link keeps them.
    if (site.paging) void navigate(pagedSearchHref(next, 1), { preventScrollReset: true });
    else fetchPage(next, 1);
  }

  // A filter chosen while the page was still the server's HTML (scripts load after the first paint, decision 049) is
  // in the select but not in state, and the next render would put the old one back: search for it once hydrated.
  useEffect(() => {
    const form = filterForm.current;
    if (!form) return;
    const chosen = (name: string) => form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value;
    const patch: Partial<SearchFilters> = {};
    const gender = chosen("gender");
    if (gender !== undefined && gender !== filters.gender) patch.gender = gender as SearchFilters["gender"];
    const age = AGE_RANGES.find((range) => range.id === chosen("age"));
    if (age && age.id !== ageRangeIdOf(filters.min_age, filters.max_age)) Object.assign(patch, { min_age: age.min, max_age: age.max });
    const country = chosen("country");
    if (country !== undefined && country !== filters.country) patch.country = country;
    const region = chosen("countryregion");
    if (region !== undefined && region !== filters.countryregion) patch.countryregion = region;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM held a choice React had not seen
    if (Object.keys(patch).length) change(patch);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const hasMore = profiles.length < numResults;

  // Infinite scroll: the marker below the grid asks for the next page as it comes into view.
  useEffect(() => {
    if (site.paging || !hasMore || loading || !marker.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchPage(filters, page + 1);
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(marker.current);
    return () => observer.disconnect();
  }, [site.paging, hasMore, loading, fetchPage, filters, page]);

  // Webcam tiles: a performer feed matching the searched gender and ages.
  useEffect(() => {
    if (!camTiles.live) return;
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the feed is asked again for the new filters
    setCams((current) => ({ status: "loading", cams: current.cams }));
    apiFetch<{ cams: Record<string, CamProfileData> }>("/api/xcams/search.php", {
      signal: controller.signal,
      query: { gender: filters.gender, min_age: filters.min_age, max_age: filters.max_age },
    })
      .then((answer) => setCams({ status: "ready", cams: Object.values(answer.cams) }))
      .catch((error: unknown) => {
        if (reportCamFeedFailure(error) === "failed") setCams({ status: "failed", cams: [] });
      });
    return () => controller.abort();
  }, [camTiles.live, filters.gender, filters.min_age, filters.max_age]);

  const liveTiles = camTiles.live && !(cams.status !== "loading" && cams.cams.length === 0);
  const items = useMemo(
    () => interleaveTiles(profiles, { live: liveTiles, resell: camTiles.resell }),
    [profiles, liveTiles, camTiles.resell],
  );
  const ageRange = ageRangeIdOf(filters.min_age, filters.max_age);
  const fields = new Set(site.search_fields);
  const showRegion = fields.has("countryregion") && filters.country !== "" && choices.countryregion.length > 0;

  // The first cards load their photos at once; the rest lazily.
  const eagerIds = new Set(profiles.slice(0, EAGER_CARDS).map((profile) => profile.id));
  return (
    <section data-slot="member-search" aria-labelledby="member-search-results" className="flex flex-col gap-5">
      <form
        ref={filterForm}
        data-slot="search-filters"
        role="search"
        aria-label={t("search.filters")}
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-3 rounded-card border border-card-border bg-panel p-4 shadow-card sm:grid-cols-4 lavish:p-6"
      >
        {fields.has("gender") ? (
          <SearchFilter label={t("search.gender")}>
            <Select
              name="gender"
              value={filters.gender}
              onChange={(e) => change({ gender: e.target.value as SearchFilters["gender"] })}
              placeholder={t("search.gender_any")}
              options={choices.gender.map((g) => ({ value: g, label: t(`search.gender_${g}`) }))}
            />
          </SearchFilter>
        ) : null}
        {fields.has("age") ? (
          <SearchFilter label={t("search.age")}>
            <Select
              name="age"
              value={ageRange}
              onChange={(e) => {
                const range = AGE_RANGES.find((r) => r.id === e.target.value);
                if (range) change({ min_age: range.min, max_age: range.max });
              }}
              options={[
                // A range the server chose (e.g. from the site's minimum age) that is not one of the offered ones.
                ...(AGE_RANGES.some((r) => r.id === ageRange)
                  ? []
                  : [{ value: ageRange, label: t("search.age_range", { min: filters.min_age, max: filters.max_age }) }]),
                ...AGE_RANGES.map((r) => ({
                  value: r.id,
                  label:
                    r.id === "all"
                      ? t("search.age_all")
                      : r.id === "65+"
                        ? t("search.age_over", { min: r.min })
                        : t("search.age_range", { min: r.min, max: r.max }),
                })),
              ]}
            />
          </SearchFilter>
        ) : null}
        {fields.has("country") ? (
          <SearchFilter label={t("search.country")}>
            <Select
              name="country"
              value={filters.country}
              onChange={(e) => change({ country: e.target.value })}
              placeholder={choices.country.length > 1 ? t("search.country_all") : undefined}
              options={choices.country.map((c) => ({ value: c, label: regionName(c, i18n.language) }))}
            />
          </SearchFilter>
        ) : null}
        {showRegion ? (
          <SearchFilter label={t("search.region")}>
            <Select
              name="countryregion"
              value={filters.countryregion}
              onChange={(e) => change({ countryregion: e.target.value })}
              placeholder={t("search.region_all")}
              options={choices.countryregion.map((r) => ({ value: r.id, label: r.name }))}
            />
          </SearchFilter>
        ) : null}
      </form>

      <p id="member-search-results" aria-live="polite" className="text-sm text-muted-foreground">
        {loading && profiles.length === 0
          ? t("common.loading")
          : t(capped ? "search.results_capped" : "search.results", { count: numResults })}
      </p>

      {profiles.length === 0 && !loading ? (
        <p data-slot="search-empty" className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {t("search.empty")}
        </p>
      ) : (
        <ul data-slot="member-grid" aria-busy={loading} className={cn(gridClasses, loading && profiles.length === 0 && "opacity-60")}>
          {items.map((item) => {
            if (item.kind === "profile") {
              return (
                <li key={`p${item.profile.id}`}>
                  <MemberCard member={item.profile} fictionalIcon={site.fictional_icon} eager={eagerIds.has(item.profile.id)} />
                </li>
              );
            }
            if (item.kind === "live") {
              const cam = cams.cams.length ? cams.cams[item.tileIndex % cams.cams.length]! : null;
              return (
                <li key={`live${item.block}`}>
                  <LiveCamTile cam={cam} block={item.block} tileIndex={item.tileIndex} />
                </li>
              );
            }
            return (
              <li key={`resell${item.block}`}>
                <ResellTile block={item.block} tileIndex={item.tileIndex} />
              </li>
            );
          })}
        </ul>
      )}

      {site.paging ? (
        <SearchPager filters={filters} page={page} pages={Math.max(1, Math.ceil(numResults / initial.paging.pp))} />
      ) : hasMore ? (
        <div ref={marker} data-slot="infinite-scroll-marker" className="flex justify-center py-6 text-sm text-muted-foreground">
          {loading ? t("common.loading") : null}
        </div>
      ) : null}
    </section>
  );
}

function SearchPager({ filters, page, pages }: { filters: SearchFilters; page: number; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const link = "inline-flex h-10 items-center rounded-[var(--t-radius-button)] border border-border px-4 hover:bg-muted";
  return (
    <nav data-slot="search-pager" aria-label={t("search.pages")} className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={pagedSearchHref(filters, page - 1)} rel="prev" className={link}>
          {t("search.previous")}
        </Link>
      ) : null}
      <span className="text-sm text-muted-foreground">{t("search.page_of", { page, pages })}</span>
      {page < pages ? (
        <Link to={pagedSearchHref(filters, page + 1)} rel="next" className={link}>
          {t("search.next")}
        </Link>
      ) : null}
    </nav>
  );
}
