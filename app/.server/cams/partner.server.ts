import { z } from "zod";
import type { Site } from "#app/site/registry.ts";
import { mediaUrl, storage } from "../storage/storage.server.ts";

/** A webcam performer as a tile shows it (docs/product/search.md#cam-tiles: a webcam profile has `account`). */
export type CamProfile = {
  account: string;
  name: string;
  age: number | null;
  gender: "male" | "female" | null;
  image: string;
  viewers: number;
};

export type CamQuery = { gender?: "male" | "female"; min_age?: number; max_age?: number };

/** Where webcam profiles come from: the site's partner feed, or the built-in demo feed. */
export interface CamPartner {
  search(query: CamQuery, signal?: AbortSignal): Promise<CamProfile[]>;
}

export class CamPartnerError extends Error {
  override name = "CamPartnerError";
}

const DEMO_PERFORMERS: { account: string; name: string; age: number; gender: "male" | "female"; hue: number }[] = [
  { account: "luna_live", name: "Luna", age: 24, gender: "female", hue: 330 },
  { account: "bella_rose", name: "Bella", age: 29, gender: "female", hue: 350 },
  { account: "mia_sunset", name: "Mia", age: 33, gender: "female", hue: 20 },
  { account: "sofia_velvet", name: "Sofia", age: 38, gender: "female", hue: 280 },
  { account: "nina_moon", name: "Nina", age: 42, gender: "female", hue: 250 },
  { account: "carla_gold", name: "Carla", age: 47, gender: "female", hue: 40 },
  { account: "eva_night", name: "Eva", age: 52, gender: "female", hue: 300 },
  { account: "ruby_heart", name: "Ruby", age: 58, gender: "female", hue: 0 },
  { account: "grace_silk", name: "Grace", age: 66, gender: "female", hue: 15 },
  { account: "alex_blaze", name: "Alex", age: 26, gender: "male", hue: 200 },
  { account: "max_steel", name: "Max", age: 31, gender: "male", hue: 210 },
  { account: "leo_storm", name: "Leo", age: 37, gender: "male", hue: 190 },
  { account: "marco_wave", name: "Marco", age: 44, gender: "male", hue: 170 },
  { account: "tom_fire", name: "Tom", age: 53, gender: "male", hue: 10 },
  { account: "ivy_spark", name: "Ivy", age: 21, gender: "female", hue: 310 },
  { account: "jade_dream", name: "Jade", age: 27, gender: "female", hue: 160 },
];

/** A preview in the tile's 4:5 frame: a lit stage, a silhouette and the LIVE mark. Made here, served from our media. */
export function demoPreviewSvg({ name, hue, gender }: { name: string; hue: number; gender: "male" | "female" }): string {
  const hair =
    gender === "female"
      ? `<path d="M125 160c-25 80-5 150 15 180h120c20-30 40-100 15-180-20-60-130-60-150 0z" fill="hsl(${hue} 30% 14%)"/>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">
<defs><radialGradient id="s" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 60% 12%)"/></radialGradient></defs>
<rect width="400" height="500" fill="url(#s)"/>
${hair}
<path d="M70 500c10-100 65-145 130-145s120 45 130 145z" fill="hsl(${hue} 25% 10%)"/>
<ellipse cx="200" cy="215" rx="58" ry="74" fill="hsl(${hue} 25% 10%)"/>
<rect x="20" y="20" width="86" height="34" rx="17" fill="#e03131"/>
<circle cx="40" cy="37" r="6" fill="#fff"/>
<text x="54" y="44" font-family="Arial,sans-serif" font-weight="700" font-size="20" fill="#fff">LIVE</text>
<text x="200" y="470" text-anchor="middle" font-family="Georgia,serif" font-size="40" fill="rgb(255 255 255 / 0.7)">${name}</text>
</svg>`;
}

/** Viewer counts change slowly through the day, so tiles do not look frozen. */
function viewersOf(account: string, now: number) {
  let seed = Math.floor(now / 600_000);
  for (const ch of account) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  return 20 + (seed % 480);
}

/** The built-in demo feed: fixed performers, previews generated into storage on first use. */
export function demoCamPartner(site: Site): CamPartner {
  return {
    async search(query) {
      const matches = DEMO_PERFORMERS.filter(
        (p) =>
          (!query.gender || p.gender === query.gender) &&
          (query.min_age === undefined || p.age >= query.min_age) &&
          (query.max_age === undefined || p.age <= query.max_age),
      );
      // Nobody in range: show the closest performers of the gender rather than an empty tile.
      const list = matches.length ? matches : DEMO_PERFORMERS.filter((p) => !query.gender || p.gender === query.gender);
      const now = Date.now();
      return Promise.all(
        list.map(async (performer) => {
          const key = `cams/demo/${performer.account}.svg`;
          if (!(await storage.get(key))) await storage.put(key, demoPreviewSvg(performer));
          return {
            account: performer.account,
            name: performer.name,
            age: performer.age,
            gender: performer.gender,
            image: mediaUrl(key, site.cdn_prefix),
            viewers: viewersOf(performer.account, now),
          };
        }),
      );
    },
  };
}

const FeedProfile = z.object({
  account: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  name: z.string().min(1).max(80).optional(),
  age: z.number().int().min(18).max(120).nullable().optional(),
  gender: z.enum(["male", "female"]).nullable().optional(),
  image: z.url(),
  viewers: z.number().int().nonnegative().optional(),
});
const FeedAnswer = z.object({ cams: z.union([z.array(FeedProfile), z.record(z.string(), FeedProfile)]) });

/** A partner's JSON feed: `{ cams: [...] | { key: {...} } }`, each with account, image and optional name/age/gender/viewers. */
export function feedCamPartner(feedUrl: string): CamPartner {
  return {
    async search(query, signal) {
      const url = new URL(feedUrl);
      if (query.gender) url.searchParams.set("gender", query.gender);
      if (query.min_age !== undefined) url.searchParams.set("min_age", String(query.min_age));
      if (query.max_age !== undefined) url.searchParams.set("max_age", String(query.max_age));
      const timeout = AbortSignal.timeout(4000);
      const response = await fetch(url, {
        headers: { Accept: "application/json" },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      }).catch((error: unknown) => {
        throw new CamPartnerError(`webcam feed unreachable: ${(error as Error).message}`);
      });
      if (!response.ok) throw new CamPartnerError(`webcam feed answered ${response.status}`);
      const parsed = FeedAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new CamPartnerError("webcam feed answered an unexpected shape");
      const list = Array.isArray(parsed.data.cams) ? parsed.data.cams : Object.values(parsed.data.cams);
      return list.map((p) => ({
        account: p.account,
        name: p.name ?? p.account,
        age: p.age ?? null,
        gender: p.gender ?? null,
        image: p.image,
        viewers: p.viewers ?? 0,
      }));
    },
  };
}

export function camPartnerFor(site: Site): CamPartner {
  return site.cams_feed_url ? feedCamPartner(site.cams_feed_url) : demoCamPartner(site);
}

/** The answer of `GET /api/xcams/search.php`: `cams`, a map of webcam profiles by account. */
export async function searchCams(site: Site, query: CamQuery, signal?: AbortSignal): Promise<{ cams: Record<string, CamProfile> }> {
  const list = await camPartnerFor(site).search(query, signal);
  return { cams: Object.fromEntries(list.map((cam) => [cam.account, cam])) };
}

/** The partner page a live tile opens, or null when the site has no webcam partner page. */
export function camRedirectUrl(site: Site, account: string): string | null {
  if (!site.cams_redirect_url) return null;
  const template = site.cams_redirect_url.replace(/%7Baccount%7D/gi, "{account}");
  if (template.includes("{account}")) return template.replaceAll("{account}", encodeURIComponent(account));
  const url = new URL(template);
  url.searchParams.set("account", account);
  return url.toString();
}

/** The resell partner's page for a flow (e.g. `profile-search`), or null when the site has none. */
export function resellUrl(site: Site, flow: string): string | null {
  if (!site.resell_url) return null;
  const url = new URL(site.resell_url);
  url.searchParams.set("flow", flow);
  return url.toString();
}
