import { describe, expect, it } from "vitest";
import { encodeTrackingRecord, trackingRecordFromQuery, trafficSourceOf } from "./traffic-source.server.ts";

const request = (path: string, cookie?: string) => new Request(`http://classic.localhost${path}`, { headers: cookie ? { cookie } : {} });

describe("a request's traffic source", () => {
  it("comes from the URL's parameter, its tracking keys, the tracking cookie or an older landing page's cookie", () => {
    const stored = encodeTrackingRecord({ v: 1, at: "2026-11-01T00:00:00.000Z", network: "stored-net" });
    expect(trafficSourceOf(request("/?trafficsource=explicit"))).toBe("explicit");
    expect(trafficSourceOf(request("/?network=url-net", `tracking=${stored}`))).toBe("url-net");
    expect(trafficSourceOf(request("/", `tracking=${stored}`))).toBe("stored-net");
    expect(trafficSourceOf(request("/", "network=legacy"))).toBe("legacy");
    expect(trafficSourceOf(request("/"))).toBeNull();
  });

  it("is read once per request, and each request has its own", () => {
    const first = request("/?network=one");
    const second = request("/?network=two");
    expect(trafficSourceOf(first)).toBe("one");
    expect(trafficSourceOf(second)).toBe("two");
    expect(trafficSourceOf(first)).toBe("one");
    expect(trafficSourceOf(request("/"))).toBeNull();
  });
});

describe("the tracking record of a URL", () => {
  it("is null without a key, and dated when it has one", () => {
    expect(trackingRecordFromQuery(new URLSearchParams("page=2&trafficsource="))).toBeNull();
    const now = new Date("2026-11-29T10:00:00.000Z");
    expect(trackingRecordFromQuery(new URLSearchParams("network=n&ref=r"), now)).toEqual({
      v: 1,
      at: now.toISOString(),
      network: "n",
      ref: "r",
    });
    expect(trackingRecordFromQuery(new URLSearchParams("ref=r"))?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
