import { useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { apiFetch } from "#app/api/client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useFeature, useSite } from "#app/root-data.ts";
import type { SearchAnswer, SimilarPage } from "#app/search/filters.ts";
import { MemberGrid } from "./member-grid.tsx";

/** Profiles like this one: same gender and country, ages 5 years wider each side, any region (docs/product/constants.md#search). */
export function SimilarProfiles({ profileId, initial }: { profileId: number; initial: SimilarPage }) {
  const { t } = useTranslation();
  const site = useSite();
  const searchAllCountries = useFeature("profileSearch.searchAllCountries");
  const [profiles, setProfiles] = useState(initial.profiles);
  const [page, setPage] = useState(initial.paging.page);
  const [loading, setLoading] = useState(false);
  const hasMore = profiles.length < initial.paging.num_results;

  async function more() {
    setLoading(true);
    try {
      const answer = await apiFetch<SearchAnswer>("/api/search.php", {
        query: {
          source: "similar",
          similarpage: page + 1,
          profile: profileId,
          do_not_save: 1,
          searchAllCountries: searchAllCountries ? 1 : 0,
        },
      });
      const seen = new Set(profiles.map((p) => p.id));
      setProfiles([...profiles, ...answer.profiles.filter((p) => !seen.has(p.id))]);
      setPage(answer.paging.page);
    } catch (error) {
      console.error("similar profiles failed", error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section data-slot="similar-profiles" className="flex flex-col gap-4">
      <h2 className="text-heading-section heading-align lavish:text-3xl">{t("member.similar")}</h2>
      {/* Below the profile, so below the fold: every photo loads lazily. */}
      <MemberGrid members={profiles} fictionalIcon={site.fictional_icon} eagerCards={0} />
      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" loading={loading} onClick={more}>
            {t("member.similar_more")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
