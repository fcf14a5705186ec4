import { describe, expect, it } from "vitest";
import { siteRegistry } from "./sites.server.ts";
import { packSite, unpackSite } from "./packed-site.ts";
import { toPublicSite } from "./public-site.ts";

describe("the site's public settings packed for the root's data", () => {
  it("come back as they were, read once per text and frozen", () => {
    for (const site of siteRegistry.sites) {
      const publicSite = toPublicSite(site);
      const packed = packSite(publicSite);
      expect(typeof packed).toBe("string");
      const unpacked = unpackSite(packed);
      expect(unpacked).toEqual(JSON.parse(JSON.stringify(publicSite)));
      expect(unpackSite(packed)).toBe(unpacked);
      expect(Object.isFrozen(unpacked)).toBe(true);
    }
  });
});
