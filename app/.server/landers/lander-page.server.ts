import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { siteContext } from "#app/context.ts";
import type { LanderDesign } from "#app/landers/types.ts";
import { getLanguage, getRegionNames } from "#app/middleware/i18n.server.ts";
import { guard, pageNotFound, positiveIntParams } from "#app/routing/guard.server.ts";
import { slugMatchesNiche } from "#app/site/niche.ts";
import { isLocalHost, normalizeHost } from "#app/site/registry.ts";
import { hasFeature } from "#themes/features.ts";
import { sharedRead } from "../cache/shared-reads.server.ts";
import { getDb } from "../db/client.server.ts";
import { profiles } from "../db/schema.ts";
import { getMemberDetail } from "../profiles/member.server.ts";
import { countLanderVisit } from "../tracking/lander-visits.server.ts";
import { landerCopyFor } from "./lander-copy.server.ts";
import { countryMap } from "./map.server.ts";
import { visitorLanderCountry } from "./visitor-country.server.ts";
import { activeToday, landerMap, landerProfiles, ONLINE_MS } from "./landers.server.ts";

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider>; params: Record<string, string | undefined> };

/**
 * Where search engines should look for a lander (decision 034): the site's own domain (never an alias host), the
 * path without any query.
 */
export function canonicalUrl(args: Pick<LoaderArgs, "request" | "context">): string {
  const site = args.context.get(siteContext);
  const url = new URL(args.request.url);
  if (!isLocalHost(site.domain)) return `https://${site.domain}${url.pathname}`;
  // Demo and local sites keep the port the visitor used, so the link works on a developer's machine.
  const port = /:(\d{1,5})$/.exec(args.request.headers.get("host") ?? url.host)?.[0] ?? "";
  return `http://${site.domain}${port}${url.pathname}`;
}

export const INDEX = "index, follow";
export const NOINDEX = "noindex, follow";

/**
 * The robots rule of landers (decision 049): a design lander may rank exactly at its canonical address, i.e.
 * requested on the site's own domain with no query at all. Every variant (tracking keys or any other query, an alias
 * host) says `noindex, follow` and names that address as canonical, so links to variants count for it. Member
 * landers (a member's face as an advert) and the match finder never rank.
 *
 * Only the request URL decides (host and query), never a cookie: both are part of every cache key of decision 026
 * (micro-cache: host, path and query; nginx: `$host$request_uri`), so a shared cached copy always carries the
 * robots line that its URL deserves. (The visitor's country, the one other part of a lander's key, changes only the
 * order of the members shown, decision 108.) (server.js keeps the URL's host equal to the Host header the site came from.)
 */
export function landerRobots(args: Pick<LoaderArgs, "request" | "context">, kind: "design" | "member"): string {
  if (kind !== "design") return NOINDEX;
  const url = new URL(args.request.url);
  const onOwnDomain = normalizeHost(url.host) === args.context.get(siteContext).domain;
  return onOwnDomain && url.search === "" ? INDEX : NOINDEX;
}

/** /landers/{design}/{slug}: the slug must carry the site's niche prefix (docs/product/landers-and-tracking.md#niche-prefixes); the design's profiles. */
export async function loadLander(args: LoaderArgs, design: LanderDesign) {
  const { site } = guard(args, { access: "public", isValid: ({ slug }, current) => !!slug && slugMatchesNiche(slug, current.niche) });
  const db = await getDb();
  // Every visitor of the site sees the same profiles and counts: read once per interval and shared.
  // The map pins the profiles shown, so both are one read (and the map names regions in the page's language).
  const regionNames = getRegionNames(args.context);
  const withMap = design === "maplanding";
  // The visitor's country where the site serves it (decision 108): one shared version per country.
  const startFrom = await visitorLanderCountry(site, args.request);
  // The map is of that country where one can be drawn, else of the site's first; the members beside it live there.
  const mapCountry = withMap ? (countryMap(startFrom) ? startFrom : site.countries[0]!) : undefined;
  const [{ shown, map }, today] = await Promise.all([
    sharedRead(`lander\n${site.id}\n${startFrom}\n${withMap ? `map\n${regionNames.language}` : "profiles"}`, async () => {
      const shown = await landerProfiles(db, site, { limit: 12, country: mapCountry, startFrom });
      return { shown, map: mapCountry ? await landerMap(db, site, shown, regionNames, mapCountry) : null };
    }),
    sharedRead(`active-today\n${site.id}`, () => activeToday(db, site)),
    countLanderVisit(db, site.id, args.request),
  ]);
  return {
    title: site.name,
    design,
    profiles: shown,
    activeToday: today,
    map,
    copy: landerCopyFor(site, args.params.slug!, getLanguage(args.context)),
    canonical: canonicalUrl(args),
    robots: landerRobots(args, "design"),
  };
}

/**
 * The member landers: the member must be one this site shows (decision 017, else 404); landing2/landing3 also need
 * a slug with the site's niche prefix (a catch-all over several segments).
 */
export async function loadMemberLander(args: LoaderArgs, { slug }: { slug: boolean }) {
  const { site, user } = guard(args, {
    access: "public",
    isValid: (params, current) =>
      positiveIntParams("memberId")(params) && (!slug || (!!params["*"] && slugMatchesNiche(params["*"], current.niche))),
  });
  const db = await getDb();
  const profileId = Number(args.params.memberId);
  const member = await getMemberDetail(db, site, profileId, {
    // Always the visitor's limited view: a lander is public, whoever opens it.
    viewerUserId: null,
    viewerProfileId: user?.profileId ?? null,
    showCity: hasFeature(site.features, "memberDetails.showCity"),
    regionNames: getRegionNames(args.context),
  });
  if (!member) throw pageNotFound(new URL(args.request.url).pathname);
  const startFrom = await visitorLanderCountry(site, args.request);
  const [[row], others] = await Promise.all([
    db.select({ lastActiveAt: profiles.lastActiveAt }).from(profiles).where(eq(profiles.id, profileId)).limit(1),
    sharedRead(`lander-profiles\n${site.id}\n${startFrom}\n7`, () => landerProfiles(db, site, { limit: 7, startFrom })),
    countLanderVisit(db, site.id, args.request),
  ]);
  return {
    title: `${member.name} · ${site.name}`,
    member,
    online: !!row && Date.now() - row.lastActiveAt.getTime() < ONLINE_MS,
    others: others.filter((profile) => profile.id !== profileId).slice(0, 6),
    canonical: canonicalUrl(args),
    robots: landerRobots(args, "member"),
  };
}
