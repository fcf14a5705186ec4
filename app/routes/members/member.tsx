import { data } from "react-router";
import { memberProfileOf } from "#app/.server/accounts/member-read.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { markLikeSeen } from "#app/.server/likes/likes.server.ts";
import { getMemberDetail } from "#app/.server/profiles/member.server.ts";
import { canSearch, runSearch, searcherFor } from "#app/.server/search/search.server.ts";
import { trafficSourceOf } from "#app/.server/tracking/traffic-source.server.ts";
import { getI18n, getRegionNames } from "#app/middleware/i18n.server.ts";
import { guard, positiveIntParams } from "#app/routing/guard.server.ts";
import { hasFeature } from "#themes/features.ts";
import { withSiteMeta } from "#app/routing/meta.ts";
import { MemberPage } from "#app/components/members/member-page.tsx";
import type { SimilarPage } from "#app/search/filters.ts";
import type { Route } from "./+types/member";

/** /members/{id} and /likes/m/{id}: a member's profile; opening it from the likes clears that like's `like_new`. */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "optional", isValid: positiveIntParams("memberId") });
  const profileId = Number(args.params.memberId);
  const db = await getDb();
  const member = await getMemberDetail(db, site, profileId, {
    viewerUserId: user?.id ?? null,
    viewerProfileId: user?.profileId ?? null,
    showCity: hasFeature(site.features, "memberDetails.showCity"),
    regionNames: getRegionNames(args.context),
    // Read with the session on a page: the viewer's blocks and likes, so the profile's own read can be shared.
    viewerLists: user ? await memberProfileOf(db, user) : undefined,
  });
  if (!member) throw data({ message: getI18n(args.context).t("member.not_found") }, { status: 404 });
  const fromLikes = new URL(args.request.url).pathname.startsWith("/likes/");
  if (user && fromLikes) await markLikeSeen(db, user, profileId);
  const similar = canSearch(site, user !== null, trafficSourceOf(args.request))
    ? await runSearch(
        db,
        await searcherFor(db, site, user, getRegionNames(args.context)),
        {
          similarpage: 1,
          profile: profileId,
          do_not_save: true,
          searchAllCountries: hasFeature(site.features, "profileSearch.searchAllCountries"),
        },
        // The profile just read is the model: not read a second time.
        { model: { id: member.id, gender: member.gender, country: member.country, age: member.age } },
      )
    : null;
  const similarPage: SimilarPage | null = similar ? { profiles: similar.profiles, paging: similar.paging } : null;
  return { member, similar: similarPage, own: user?.profileId === profileId, fromLikes };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withSiteMeta(matches, loaderData ? [{ title: loaderData.member.name }] : []);
}

export default function MemberScreen({ loaderData }: Route.ComponentProps) {
  return <MemberPage {...loaderData} />;
}
