import { beforeAll, describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createProfiles, daysAgo, searcherDefaults, type LoggedInMember } from "#tests/support/factories.ts";

type CamsBody = { cams: Record<string, { account: string; image: string; age: number | null; gender: string | null }> };

let free: LoggedInMember;
let fresh: LoggedInMember;
let paid: LoggedInMember;

beforeAll(async () => {
  free = await createLoggedInMember({ ...searcherDefaults, signupDate: daysAgo(5) });
  fresh = await createLoggedInMember({ ...searcherDefaults, signupDate: daysAgo(3.9) });
  paid = await createLoggedInMember({ ...searcherDefaults, paidUser: true, signupDate: daysAgo(30) });
  await createProfiles(Array.from({ length: 14 }, (_, i) => ({ name: `Pool${i}`, lastActiveAt: new Date(Date.now() - i * 60_000) })));
});

describe("GET /api/xcams/search.php", () => {
  it("answers cams (a map of webcam profiles with account) to an unpaid member past 4 days", async () => {
    const res = await appRequest("/api/xcams/search.php?gender=female&min_age=26&max_age=35", { cookie: free.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CamsBody;
    const cams = Object.values(body.cams);
    expect(cams.length).toBeGreaterThan(0);
    for (const [key, cam] of Object.entries(body.cams)) {
      expect(cam.account).toBe(key);
      expect(cam.gender).toBe("female");
      expect(cam.age).toBeGreaterThanOrEqual(26);
      expect(cam.age).toBeLessThanOrEqual(35);
    }
    // Preview images are served by this app, not a third-party host.
    const image = await appRequest(cams[0]!.image, { cookie: free.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("refuses visitors, paid members, sign-ups of 4 days or less and sites without member_resell", async () => {
    expect((await appRequest("/api/xcams/search.php")).status).toBe(403);
    expect((await appRequest("/api/xcams/search.php", { cookie: paid.cookie })).status).toBe(403);
    expect((await appRequest("/api/xcams/search.php", { cookie: fresh.cookie })).status).toBe(403);
    const gay = await createLoggedInMember({ ...searcherDefaults, siteId: "gay", signupDate: daysAgo(10), country: "NL" });
    const res = await appRequest("/api/xcams/search.php", { cookie: gay.cookie, host: "gay.localhost" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_eligible");
  });

  it("rejects bad parameters with 400", async () => {
    for (const query of ["gender=robot", "min_age=abc", "max_age=7", "min_age=50&max_age=30"]) {
      expect((await appRequest(`/api/xcams/search.php?${query}`, { cookie: free.cookie })).status, query).toBe(400);
    }
  });
});

describe("webcam and resell redirects", () => {
  it("sends /api/xcams/redirect.php?account= to the site's webcam partner", async () => {
    const res = await appRequest("/api/xcams/redirect.php?account=luna_live", { cookie: free.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://cams.example.com/live/luna_live?partner=classic");
    expect((await appRequest("/api/xcams/redirect.php?account=", { cookie: free.cookie })).status).toBe(400);
    expect((await appRequest("/api/xcams/redirect.php?account=a%2Fb", { cookie: free.cookie })).status).toBe(400);
    expect((await appRequest("/api/xcams/redirect.php?account=luna_live")).status).toBe(403);
  });

  it("sends /api/resellpartner.php?flow=profile-search&redirect=1 to the resell partner, or 404 where the site has none", async () => {
    const res = await appRequest("/api/resellpartner.php?flow=profile-search&redirect=1", { cookie: free.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://partner.example.com/cams?partner=classic&flow=profile-search");
    const json = await appRequest("/api/resellpartner.php?flow=profile-search", { cookie: free.cookie });
    expect(await json.json()).toEqual({ url: "https://partner.example.com/cams?partner=classic&flow=profile-search" });
    expect((await appRequest("/api/resellpartner.php?flow=Bad Flow&redirect=1", { cookie: free.cookie })).status).toBe(400);
    const lavish = await createLoggedInMember({ ...searcherDefaults, siteId: "lavish", country: "DE" });
    expect(
      (await appRequest("/api/resellpartner.php?flow=profile-search&redirect=1", { cookie: lavish.cookie, host: "lavish.localhost" }))
        .status,
    ).toBe(404);
  });
});

describe("tiles on the search screen", () => {
  it("renders tile places after profile 1 (live) and 5 (resell) for an eligible member, none for a paid one", async () => {
    const html = await (await appRequest("/members", { cookie: free.cookie })).text();
    const grid = html.slice(html.indexOf('data-slot="member-grid"'));
    const order = [...grid.matchAll(/data-slot="(member-card|live-tile|resell-tile)"/g)].map((m) => m[1]).slice(0, 14);
    expect(order).toEqual([
      "member-card",
      "member-card",
      "live-tile",
      "member-card",
      "member-card",
      "member-card",
      "member-card",
      "resell-tile",
      "member-card",
      "member-card",
      "member-card",
      "member-card",
      "member-card",
      "member-card",
    ]);
    const paidHtml = await (await appRequest("/members", { cookie: paid.cookie })).text();
    expect(paidHtml).not.toContain('data-slot="live-tile"');
    expect(paidHtml).not.toContain('data-slot="resell-tile"');
  });
});
