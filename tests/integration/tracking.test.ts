import { describe, expect, it } from "vitest";
import {
  decodeTrackingRecord,
  encodeTrackingRecord,
  TRACKING_KEYS,
  trackingRecordFromQuery,
  trafficSourceOf,
} from "#app/.server/tracking/traffic-source.server.ts";
import { appRequest } from "#tests/support/app.ts";

function trackingCookie(response: Response) {
  return response.headers.getSetCookie().find((c) => c.startsWith("tracking="));
}

describe("the tracking record (docs/product/landers-and-tracking.md#tracking-keys and docs/product/constants.md#tracking)", () => {
  it("keeps every tracking key of docs/product/constants.md#tracking and nothing else", () => {
    const query = new URLSearchParams(TRACKING_KEYS.map((key) => [key, `v-${key}`]));
    query.set("utm_source", "ignored");
    const record = trackingRecordFromQuery(query)!;
    for (const key of ["network", "ref", "sub", "sub1", "sub2", "sub3", "aff_sub", "aff_sub1", "aff_sub2", "aff_sub3", "cpc"]) {
      expect(record[key as keyof typeof record]).toBe(`v-${key}`);
    }
    expect(record).not.toHaveProperty("utm_source");
    expect(decodeTrackingRecord(encodeTrackingRecord(record))).toEqual(record);
  });

  it("caps values, drops empty ones and refuses what is not a record", () => {
    const record = trackingRecordFromQuery(new URLSearchParams({ network: "x".repeat(5000), ref: "  ", sub1: "a\u0000b" }))!;
    expect(record.network).toHaveLength(200);
    expect(record).not.toHaveProperty("ref");
    expect(record.sub1).toBe("ab");
    expect(trackingRecordFromQuery(new URLSearchParams({ network: "", page: "2" }))).toBeNull();
    for (const bad of [
      "",
      "not-base64!",
      Buffer.from("{}").toString("base64url"),
      Buffer.from('{"v":1,"at":"x","network":"a"}').toString("base64url"),
    ]) {
      expect(decodeTrackingRecord(bad), bad).toBeNull();
    }
  });

  it("keeps no half of a character: not where a value is capped, nor from a forged cookie", () => {
    const record = trackingRecordFromQuery(new URLSearchParams({ network: `${"a".repeat(199)}\u{1F600}`, ref: "x\u{1F600}" }))!;
    expect(record.network).toBe("a".repeat(199));
    expect(record.ref).toBe("x\u{1F600}");
    // JSON.stringify writes a lone surrogate as an escape that JSON.parse reads back as one.
    const forged = Buffer.from(`{"v":1,"at":"${new Date().toISOString()}","network":"n\\ud83d","ref":"\\ude00r"}`).toString("base64url");
    expect(decodeTrackingRecord(forged)).toMatchObject({ network: "n", ref: "r" });
  });

  it("names the traffic source: keys on the URL, then the cookie", () => {
    const cookie = `tracking=${encodeTrackingRecord({ v: 1, at: new Date().toISOString(), ref: "r1", sub2: "s" })}`;
    expect(trafficSourceOf(new Request("http://x/?network=abc", { headers: { cookie } }))).toBe("abc");
    expect(trafficSourceOf(new Request("http://x/", { headers: { cookie } }))).toBe("r1");
    expect(trafficSourceOf(new Request("http://x/"))).toBeNull();
  });
});

describe("a referred visitor on a with_trafficsource site", () => {
  it("gets the tracking cookie for 30 days from any page with tracking keys, on a response no shared cache keeps", async () => {
    const res = await appRequest("/members/1?network=abc&ref=partner&sub1=one&cpc=0.12", { host: "gay.localhost" });
    const cookie = trackingCookie(res)!;
    expect(cookie).toContain("Max-Age=2592000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const record = decodeTrackingRecord(cookie.split(";")[0]!.slice("tracking=".length))!;
    expect(record).toMatchObject({ network: "abc", ref: "partner", sub1: "one", cpc: "0.12" });
  });

  it("sees the sign-up form on home and on /signup, on every later page without the keys", async () => {
    const landing = await appRequest("/?network=abc", { host: "gay.localhost" });
    const home = await landing.text();
    expect(home).toContain('data-slot="signup-form"');
    expect(home).not.toContain('data-slot="signup-invite-only"');
    const cookie = trackingCookie(landing)!.split(";")[0]!;

    for (const path of ["/signup", "/"]) {
      const res = await appRequest(path, { host: "gay.localhost", cookie });
      const html = await res.text();
      expect(html, path).toContain('data-slot="signup-form"');
      expect(html, path).not.toContain('data-slot="signup-invite-only"');
      // Rendered for this visitor's referral: never a shared cache's copy, and no new cookie.
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(trackingCookie(res), path).toBeUndefined();
    }
  });

  it("without a referral the site stays invite-only, and pages set no tracking cookie", async () => {
    const res = await appRequest("/signup", { host: "gay.localhost" });
    expect(await res.text()).toContain('data-slot="signup-invite-only"');
    expect(trackingCookie(res)).toBeUndefined();
    expect(res.headers.get("cache-control")).not.toBe("private, no-store");
    const tampered = await appRequest("/signup", { host: "gay.localhost", cookie: "tracking=eyJub3QiOiJhIHJlY29yZCJ9" });
    expect(await tampered.text()).toContain('data-slot="signup-invite-only"');
  });
});

describe("POST /api/page-hidden.php (docs/product/landers-and-tracking.md#page-hidden-beacon and docs/product/api.md#page-hidden)", () => {
  const beacon = (headers: Record<string, string>, body = "{}") =>
    appRequest("/api/page-hidden.php", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });

  it("answers a same-site beacon's empty JSON body with 204 and no body", async () => {
    const sameSite: Record<string, string>[] = [{ Origin: "http://classic.localhost" }, { Origin: "", "Sec-Fetch-Site": "same-origin" }];
    for (const headers of sameSite) {
      const res = await beacon(headers);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe("");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses another site's beacon, other methods and oversized bodies", async () => {
    expect((await beacon({ Origin: "http://evil.example" })).status).toBe(403);
    expect((await appRequest("/api/page-hidden.php")).status).toBe(405);
    expect((await beacon({}, JSON.stringify({ x: "y".repeat(5000) }))).status).toBe(413);
  });
});
