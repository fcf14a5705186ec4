import { describe, expect, it } from "vitest";
import { allowedActionOrigins } from "./origins.ts";
import { siteRegistry } from "./sites.server.ts";

describe("allowed action origins", () => {
  it("lists every host of every site file, bare and with the port", () => {
    const origins = allowedActionOrigins();
    for (const site of siteRegistry.sites) {
      for (const host of site.allHosts) {
        expect(origins).toContain(host);
        expect(origins).toContain(`${host}:${process.env.PORT ?? "3000"}`);
      }
    }
  });
});
