import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { memberSearchFilters, profileImages, profiles, signups, users } from "#app/.server/db/schema.ts";
import { LANDER_DESIGNS } from "#app/landers/types.ts";
import { appRequest } from "#tests/support/app.ts";
import { signUpThroughApi } from "#tests/support/signup.ts";

/** The demo sites, their niche prefix (docs/product/landers-and-tracking.md#niche-prefixes) and a country they serve. */
const SITES = [
  { host: "classic.localhost", prefix: null, country: "US", gender: "female" as const },
  { host: "lavish.localhost", prefix: "milf", country: "DE", gender: "female" as const },
  { host: "gay.localhost", prefix: "gay", country: "NL", gender: "male" as const },
];
/** Landers in the lander layout; the others are in the empty layout (docs/product/landers-and-tracking.md#lander-designs). */
const LANDER_LAYOUT = new Set(["maplanding", "socialnetwork"]);

const members = new Map<string, number>();

beforeAll(async () => {
  const db = await getDb();
  for (const site of SITES) {
    // Profiles with photos in each site's audience, so every design has members to present.
    const rows = await db
      .insert(profiles)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          name: `${site.country} member ${i}`,
          gender: site.gender,
          dateOfBirth: `19${70 + i}-05-0${1 + (i % 9)}`,
          country: site.country,
          countryregion: site.country === "US" ? "US-CA" : site.country === "DE" ? "DE-BE" : "NL-NH",
          city: site.country === "US" ? "Los Angeles" : site.country === "DE" ? "Berlin" : "Amsterdam",
          language: "en",
        })),
      )
      .returning({ id: profiles.id });
    for (const { id } of rows) {
      const [image] = await db
        .insert(profileImages)
        .values({ profileId: id, filename: `m/${id}.jpg`, thumbFilename: `m/${id}-t.jpg`, width: 800, height: 1000 })
        .returning();
      await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, id));
    }
    members.set(site.host, rows[0]!.id);
  }
});

function slugFor(prefix: string | null, rest = "spring") {
  return prefix ? `${prefix}-${rest}` : rest;
}

describe("the eight landers on each demo site", () => {
  for (const site of SITES) {
    for (const design of LANDER_DESIGNS) {
      it(`${site.host} /landers/${design}: the design with the site's prefix, 404 without it`, async () => {
        const path = `/landers/${design}/${slugFor(site.prefix)}`;
        const res = await appRequest(`${path}?network=n1&sub1=a`, { host: site.host });
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expect(html).toContain(`data-layout="${LANDER_LAYOUT.has(design) ? "lander" : "empty"}"`);
        expect(html).toContain(`data-lander="${design}"`);
        // The sign-up is on the page and knows the traffic source (the gay site is invite-only without one).
        expect(html).toContain('data-slot="signup-form"');
        expect(html).toContain('data-trafficsource="n1"');
        expect(html).not.toContain('data-slot="signup-invite-only"');
        // Rendered on the server with the site's members (decision 017: only in-scope profiles).
        expect(html).toContain(`${site.country} member 0`);
        for (const other of SITES.filter((s) => s !== site)) expect(html).not.toContain(`${other.country} member`);
        // With tracking keys it is a variant of the clean address: not indexed, canonical to it (decision 049).
        expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
        // A description (Lighthouse SEO, decision 041): the site's pitch.
        expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://${site.host.replace(".", "\\.")}${path}"/>`));
        // The clean address on the site's own domain is the one that may rank, canonical to itself.
        const clean = await (await appRequest(path, { host: site.host })).text();
        expect(clean).toContain('<meta name="robots" content="index, follow"/>');
        expect(clean).not.toContain("noindex");
        expect(clean).toContain(`<link rel="canonical" href="http://${site.host}${path}"/>`);

        if (site.prefix) {
          for (const wrong of [
            `/landers/${design}/spring`,
            `/landers/${design}/${site.prefix === "milf" ? "gay" : "milf"}-spring`,
            `/landers/${design}/x${site.prefix}-spring`,
          ]) {
            const missing = await appRequest(wrong, { host: site.host });
            expect(missing.status, wrong).toBe(404);
            expect(await missing.text()).toContain(`Page Not Found: ${wrong}`);
          }
        }
      });
    }
  }

  it("draws the map lander's country from local data, with members by region and no outside tiles", async () => {
    const html = await (await appRequest("/landers/maplanding/spring")).text();
    expect(html).toContain('data-slot="lander-map" data-country="US"');
    expect(html).toContain('src="/resources/country-map/US.svg"');
    expect(html).toContain('data-region="US-CA"');
    // The page's inlined messages are text, not markup: only the markup may not load outside tiles.
    const markup = html.replace(/<script id="i18n-messages"[^]*?<\/script>/, "");
    expect(markup).not.toMatch(/tile|openstreetmap|googleapis|mapbox/i);
    const map = await appRequest("/resources/country-map/US.svg");
    expect(map.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await map.text()).toMatch(/^<svg [^>]*viewBox="0 0 600 \d+"><path d="M[\d.]+ [\d.]+h0M/);
    // Only the site's own countries, and nothing that is not a country code.
    for (const other of ["/resources/country-map/DE.svg", "/resources/country-map/us.svg", "/resources/country-map/US"]) {
      expect((await appRequest(other)).status, other).toBe(404);
    }
  });

  it("is shareable by a cache for anonymous visitors without tracking keys", async () => {
    const res = await appRequest("/landers/gallery/milf-spring", { host: "lavish.localhost" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(res.headers.get("etag")).toBeTruthy();
  });
});

describe("whom a lander presents first", () => {
  it("members of the site's home country, even when another country's profiles rank higher", async () => {
    const db = await getDb();
    // Classic serves the US first, and also Great Britain: a British profile with the best quality (photo, complete
    // profile) and the newest activity still comes after the Americans.
    const [british] = await db
      .insert(profiles)
      .values({
        name: "Brit first",
        gender: "female",
        dateOfBirth: "1980-01-01",
        country: "GB",
        countryregion: "GB-ENG",
        city: "Leeds",
        language: "en",
        texts: { about_me: "Complete, so of the best quality there is" },
        lastActiveAt: new Date(),
      })
      .returning({ id: profiles.id });
    const [image] = await db
      .insert(profileImages)
      .values({ profileId: british!.id, filename: "m/brit.jpg", thumbFilename: "m/brit-t.jpg", width: 800, height: 1000 })
      .returning();
    await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, british!.id));
    const html = await (await appRequest("/landers/gallery/spring", { host: "classic.localhost" })).text();
    const shown = [...html.matchAll(/data-slot="lander-profile" data-profile-id="(\d+)"/g)].map((m) => Number(m[1]));
    const americans = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.country, "US"));
    const american = new Set(americans.map((row) => row.id));
    expect(shown.length).toBeGreaterThan(1);
    expect(american.has(shown[0]!)).toBe(true);
    const firstOther = shown.findIndex((id) => !american.has(id));
    if (firstOther >= 0) expect(shown.slice(firstOther).every((id) => !american.has(id))).toBe(true);
  });

  it("members of the visitor's country where the site serves it (GeoIP), else of the site's first", async () => {
    const db = await getDb();
    const british = new Set((await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.country, "GB"))).map((row) => row.id));
    const shownTo = async (ip: string, path = "/landers/gallery/spring") => {
      const html = await (await appRequest(path, { host: "classic.localhost", headers: { "X-Client-IP": ip } })).text();
      return [...html.matchAll(/data-slot="lander-profile" data-profile-id="(\d+)"/g)].map((m) => Number(m[1]));
    };
    expect(british.size).toBeGreaterThan(0);
    // A visitor from Great Britain (81.2.69.160) sees the British member first; one from Germany, which classic does
    // not serve, sees Americans first, as one without a known country does.
    expect(british.has((await shownTo("81.2.69.160"))[0]!)).toBe(true);
    expect(british.has((await shownTo("5.9.0.1"))[0]!)).toBe(false);
    expect(british.has((await shownTo("10.0.0.1"))[0]!)).toBe(false);
    // The map lander draws the British visitor's own country, with the members who live there.
    const map = await (await appRequest("/landers/maplanding/spring", { headers: { "X-Client-IP": "81.2.69.160" } })).text();
    expect(map).toContain('data-slot="lander-map" data-country="GB"');
    expect(map).toContain('data-region="GB-ENG"');
    expect(map).toContain("Brit first");
    expect(map).not.toContain("US member");
  });
});

describe("member landers", () => {
  const PATHS = [
    { path: "signup", layout: "lander", slug: false },
    { path: "landing", layout: "lander", slug: false },
    { path: "landing2", layout: "empty", slug: true },
    { path: "landing3", layout: "empty", slug: true },
  ];
  for (const site of SITES) {
    for (const { path, layout, slug } of PATHS) {
      it(`${site.host} /members/{id}/${path}`, async () => {
        const id = members.get(site.host)!;
        const base = `/members/${id}/${path}`;
        const url = slug ? `${base}/${slugFor(site.prefix, "summer/deal")}` : base;
        const res = await appRequest(`${url}?network=n1`, { host: site.host });
        expect(res.status, url).toBe(200);
        const html = await res.text();
        expect(html).toContain(`data-layout="${layout}"`);
        expect(html).toContain(`data-member-id="${id}"`);
        expect(html).toContain(`data-profile="${id}"`);
        expect(html).toContain('data-trafficsource="n1"');
        // Posted without the app's scripts, the form goes to /signup with its member (decision 053).
        expect(html).toContain(`action="/signup?profile=${id}"`);
        expect(html).toContain(`${site.country} member 0`);
        expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
        // A member's face as an advert never ranks, even at its clean address (decision 049).
        expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
        const clean = await (await appRequest(url, { host: site.host })).text();
        expect(clean).toContain('<meta name="robots" content="noindex, follow"/>');
        expect(clean).toContain(`<link rel="canonical" href="http://${site.host}${url}"/>`);

        // A member of another brand, or an unknown id, is no lander here.
        const foreign = members.get(SITES.find((s) => s !== site)!.host)!;
        for (const other of [foreign, 999999]) {
          const otherUrl = url.replace(`/members/${id}/`, `/members/${other}/`);
          expect((await appRequest(otherUrl, { host: site.host })).status, otherUrl).toBe(404);
        }
        if (slug && site.prefix) {
          const wrong = `${base}/summer/${site.prefix}-deal`;
          const missing = await appRequest(wrong, { host: site.host });
          expect(missing.status).toBe(404);
          expect(await missing.text()).toContain(`Page Not Found: ${wrong}`);
        }
      });
    }
  }

  it("a sign-up from a member lander records the member and the traffic source", async () => {
    const id = members.get("gay.localhost")!;
    const landing = await appRequest(`/members/${id}/landing3/gay-summer?network=n7&sub2=x`, { host: "gay.localhost" });
    const cookie = landing.headers
      .getSetCookie()
      .find((c) => c.startsWith("tracking="))!
      .split(";")[0]!;
    const html = await landing.text();
    const profile = Number(/data-profile="(\d+)"/.exec(html)![1]);
    const { response } = await signUpThroughApi(
      { profile, form_path: `/members/${id}/landing3/gay-summer` },
      { host: "gay.localhost", cookie },
    );
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as { user: { id: number } };
    const db = await getDb();
    const [row] = await db
      .select({ source: users.trafficsource, network: users.network, lander: signups.landerProfileId })
      .from(users)
      .innerJoin(signups, eq(signups.userId, users.id))
      .where(eq(users.id, user.id));
    expect(row).toMatchObject({ source: "n7", lander: id, network: { network: "n7", sub2: "x" } });
  });
});

describe("which lander may rank in search (decision 049)", () => {
  const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"\/>/.exec(html)?.[1];
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1];

  it("only the clean design lander on the site's own domain is indexable; variants point to it", async () => {
    const path = "/landers/video/spring";
    const clean = await appRequest(path);
    const html = await clean.text();
    expect(robotsOf(html)).toBe("index, follow");
    expect(canonicalOf(html)).toBe(`http://classic.localhost${path}`);
    // An alias host of the same site, any query (tracking keys, ad-click ids, a page number, an empty one): variants.
    const variants: [string, string][] = [
      [path, "localhost"],
      [path, "127.0.0.1"],
      [`${path}?network=n1`, "classic.localhost"],
      [`${path}?utm_source=mail&gclid=x`, "classic.localhost"],
      [`${path}?page=2`, "classic.localhost"],
      [`${path}?x`, "classic.localhost"],
    ];
    for (const [url, host] of variants) {
      const variant = await (await appRequest(url, { host })).text();
      expect(robotsOf(variant), `${host}${url}`).toBe("noindex, follow");
      expect(canonicalOf(variant), `${host}${url}`).toBe(`http://classic.localhost${path}`);
    }
  });

  it("depends on nothing a cache does not key on: cookies leave the robots line as the URL says", async () => {
    // Cache keys (decision 026): micro-cache site × host + path + query × language; nginx $host$request_uri ×
    // language. A language or tracking cookie must not move the line within one key.
    const tracking = Buffer.from(JSON.stringify({ v: 1, at: new Date().toISOString(), network: "n9" })).toString("base64url");
    for (const cookie of ["i18n_redirected=de", `tracking=${tracking}`, "i18n_redirected=pl; toast=x"]) {
      const html = await (await appRequest("/landers/gallery/milf-spring", { host: "lavish.localhost", cookie })).text();
      expect(robotsOf(html), cookie).toBe("index, follow");
      const variant = await (await appRequest("/landers/gallery/milf-spring?sub1=a", { host: "lavish.localhost", cookie })).text();
      expect(robotsOf(variant), cookie).toBe("noindex, follow");
    }
    // The indexable page is the shared-cacheable one; its variant with tracking keys is private (decision 023).
    const shared = await appRequest("/landers/gallery/milf-spring", { host: "lavish.localhost" });
    expect(shared.headers.get("cache-control")).toMatch(/^public/);
    const keyed = await appRequest("/landers/gallery/milf-spring?network=n1", { host: "lavish.localhost" });
    expect(keyed.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the match finder never ranks", async () => {
    const html = await (await appRequest("/match-finder", { host: "lavish.localhost" })).text();
    expect(robotsOf(html)).toBe("noindex, follow");
  });
});

describe("the match finder", () => {
  it("asks whom, which age and where, then shows the matches and the sign-up", async () => {
    const first = await (await appRequest("/match-finder", { host: "lavish.localhost" })).text();
    expect(first).toContain('data-layout="empty"');
    expect(first).toContain('data-step="1"');
    expect(first).toContain('href="/match-finder?gender=female"');
    const second = await (await appRequest("/match-finder?gender=female", { host: "lavish.localhost" })).text();
    expect(second).toContain('data-step="2"');
    expect(second).toContain('href="/match-finder?gender=female&amp;age=46-55"');
    const third = await (await appRequest("/match-finder?gender=female&age=46-55", { host: "lavish.localhost" })).text();
    expect(third).toContain('data-step="3"');
    expect(third).toContain('value="DE-BE"');
    const result = await appRequest("/match-finder?gender=female&age=46-55&done=1&place=DE-BE", { host: "lavish.localhost" });
    const html = await result.text();
    expect(html).toContain('data-step="4"');
    expect(html).toContain('data-slot="signup-form"');
    // Born 1971–1977: 49–55 years old, in Berlin.
    expect(html).toContain("DE member 3");
    expect(html).not.toContain("DE member 0");
    expect(result.headers.get("cache-control")).toBe("private, no-store");
  });

  it("makes the answers the new member's search settings", async () => {
    const result = await appRequest("/match-finder?gender=female&age=46-55&done=1&place=DE-BE", { host: "lavish.localhost" });
    const cookie = result.headers
      .getSetCookie()
      .find((c) => c.startsWith("match_finder="))!
      .split(";")[0]!;
    const { response } = await signUpThroughApi({}, { host: "lavish.localhost", cookie });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("match_finder=;"))).toBe(true);
    const { user } = (await response.json()) as { user: { id: number } };
    const [filters] = await (await getDb()).select().from(memberSearchFilters).where(eq(memberSearchFilters.userId, user.id));
    expect(filters).toMatchObject({ gender: "female", minAge: 46, maxAge: 55, country: "DE", countryregion: "DE-BE" });
  });

  it("ignores answers that are not valid here instead of failing", async () => {
    for (const query of ["gender=robot", "gender=female&age=7-9", "gender=female&age=26-35&done=1&place=US-CA", "place=%00&done=2"]) {
      expect((await appRequest(`/match-finder?${query}`, { host: "lavish.localhost" })).status, query).toBe(200);
    }
  });
});
