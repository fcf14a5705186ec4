import { describe, expect, it } from "vitest";
import type { SessionUser } from "../accounts/session.server.ts";
import type { Site } from "#app/site/registry.ts";
import { CAM_TILES_AFTER_MS, camTilesFor } from "./eligibility.server.ts";

const NOW = Date.UTC(2026, 10, 22, 12);
const site = (member_resell: ("cams" | "camads")[]) => ({ member_resell }) as unknown as Site;
const user = (paidUser: boolean, signupAgoMs: number) =>
  ({ paidUser, signupDate: new Date(NOW - signupAgoMs).toISOString() }) as unknown as SessionUser;

describe("camTilesFor (docs/product/search.md#cam-tiles)", () => {
  it("is exactly 345,600,000 ms (4 days)", () => {
    expect(CAM_TILES_AFTER_MS).toBe(4 * 24 * 60 * 60 * 1000);
  });

  it("shows tiles only to logged-in, unpaid members whose sign-up is more than 4 days old", () => {
    const both = site(["cams", "camads"]);
    expect(camTilesFor(both, user(false, CAM_TILES_AFTER_MS + 1), NOW)).toEqual({ live: true, resell: true });
    expect(camTilesFor(both, user(false, CAM_TILES_AFTER_MS), NOW)).toEqual({ live: false, resell: false });
    expect(camTilesFor(both, user(false, 1000), NOW)).toEqual({ live: false, resell: false });
    expect(camTilesFor(both, user(true, 30 * 86_400_000), NOW)).toEqual({ live: false, resell: false });
    expect(camTilesFor(both, null, NOW)).toEqual({ live: false, resell: false });
  });

  it("follows member_resell: cams → live tiles, camads → resell tiles, neither → none", () => {
    const member = user(false, 10 * 86_400_000);
    expect(camTilesFor(site(["cams"]), member, NOW)).toEqual({ live: true, resell: false });
    expect(camTilesFor(site(["camads"]), member, NOW)).toEqual({ live: false, resell: true });
    expect(camTilesFor(site([]), member, NOW)).toEqual({ live: false, resell: false });
  });
});
