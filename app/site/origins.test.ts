import { describe, expect, it } from "vitest";
import { allowedActionOrigins } from "./origins.ts";
import type { SiteRegistry } from "./registry.ts";
import { siteRegistry } from "./sites.server.ts";

describe("allowed action origins", () => {
  it("lists every host of every site in the registry, bare and with the port", () => {
    const origins = allowedActionOrigins();
    const port = process.env.PORT ?? "3000";
    expect(origins).toEqual(siteRegistry.sites.flatMap((site) => site.allHosts.flatMap((host) => [host, `${host}:${port}`])));
    expect(origins).toContain("lavish.localhost");
  });

  it("reads the hosts from the registry it is given, not from files", () => {
    const registry = { sites: [{ allHosts: ["a.example", "www.a.example"] }], byHost: new Map() } as unknown as SiteRegistry;
    const port = process.env.PORT ?? "3000";
    expect(allowedActionOrigins(registry)).toEqual(["a.example", `a.example:${port}`, "www.a.example", `www.a.example:${port}`]);
  });
});
