import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { isBarredDemoMember, DEMO_PASSWORD } from "#app/.server/accounts/demo-members.server.ts";
import { providerFor, testPaymentsAllowed } from "#app/.server/credits/providers/providers.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { demoMemberSites } from "#app/.server/db/seed.server.ts";
import { decideDemoMode, describeServedSites } from "#app/site/demo-mode.ts";
import { buildSiteRegistry, type Site } from "#app/site/registry.ts";
import { demoModeEnabled, servedSitesReport, siteRegistry } from "#app/site/sites.server.ts";
import { freshIp, postForm } from "#tests/support/account-life.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember } from "#tests/support/factories.ts";

/** An operator has added a real brand to `sites/`, beside the shipped demo sites; SEED_DEMO is unset. */
const BRAND = vi.hoisted(() => ({
  name: "CityFlirt",
  domain: "cityflirt.example",
  countries: ["GB"],
  company_name: "CityFlirt B.V.",
  company_address: "Street 1",
  company_city: "Amsterdam",
  company_country: "Netherlands",
  support_email: "support@cityflirt.example",
  email: "hello@cityflirt.example",
}));
vi.mock("#app/site/site-globs.server.ts", async (importOriginal) => {
  const original = await importOriginal<{ SITE_FILES: Record<string, unknown> }>();
  return { ...original, SITE_FILES: { ...original.SITE_FILES, "../../sites/cityflirt.ts": { default: BRAND } } };
});

describe("demo mode once a real brand is in sites/ (decision 063)", () => {
  it("is off, and only the real brand is served: the demo hosts answer as unknown hosts", async () => {
    expect(demoModeEnabled()).toBe(false);
    expect(siteRegistry.sites.map((site) => site.id)).toEqual(["cityflirt"]);
    for (const host of ["localhost", "127.0.0.1", "classic.localhost", "lavish.localhost", "localhost:3000"]) {
      const response = await appRequest("/", { host });
      expect(response.status, host).toBe(404);
      expect(await response.text(), host).toContain("Unknown site");
    }
    // No demo login from anywhere: the demo host is no site at all.
    const login = await postForm("/login", { email: "paid@example.com", password: DEMO_PASSWORD }, { host: "localhost", ip: freshIp() });
    expect(login.status).toBe(404);
    expect((await appRequest("/", { host: "cityflirt.example" })).status).toBe(200);
  });

  it("refuses the test payment provider for demo sites and the brand alike", async () => {
    const db = await getDb();
    const demo = buildSiteRegistry({ "../../sites/classic.ts": await import("#sites/classic.ts") }).sites[0]!;
    const brand = siteRegistry.sites[0]!;
    expect(testPaymentsAllowed(demo)).toBe(false);
    expect(providerFor(db, demo, "test")).toBeNull();
    expect(providerFor(db, brand, "test")).toBeNull();
  });

  it("seeds no demo member, and a demo member's address left in the database does not open with the published password", async () => {
    expect(demoMemberSites(siteRegistry.sites)).toEqual([]);
    const brand = siteRegistry.sites[0]!;
    expect(isBarredDemoMember(brand, "Paid@Example.com")).toBe(true);
    await createMember({ siteId: "cityflirt", email: "paid@example.com", password: DEMO_PASSWORD });
    const login = await postForm(
      "/login",
      { email: "paid@example.com", password: DEMO_PASSWORD },
      { host: "cityflirt.example", ip: freshIp(), headers: { Origin: "http://cityflirt.example" } },
    );
    expect(login.status).toBe(400);
    expect(login.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(false);
  });

  it("says in the start log which sites are live and that demo mode is off", () => {
    const report = servedSitesReport();
    expect(report).toContain("Sites live: cityflirt (cityflirt.example).");
    expect(report).toContain("Demo mode off (sites/ holds a real brand; SEED_DEMO=1 turns it on)");
    expect(report).toContain("demo sites not served: classic, gay, lavish");
  });
});

describe("the deployment answers only the configured domains", () => {
  it("has nginx close connections for any other Host, and the README says how demo mode and test payments switch", () => {
    const conf = readFileSync("deploy/nginx.conf", "utf8");
    const servers = conf.split(/\n\s*server \{/).slice(1);
    const fallback = servers.find((server) => /listen 80 default_server;/.test(server));
    expect(fallback).toMatch(/return 444;/);
    // The server that proxies to the app names its domains; none takes any Host.
    const proxying = servers.filter((server) => server.includes("proxy_pass"));
    expect(proxying.length).toBeGreaterThan(0);
    for (const server of proxying) expect(server).not.toMatch(/server_name _;/);
    const readme = readFileSync("README.md", "utf8");
    const deployment = readme.slice(readme.indexOf("## Deployment"));
    expect(deployment).toContain("SEED_DEMO=1");
    expect(deployment).toContain("TEST_PAYMENTS=1");
  });
});

describe("the demo mode rule", () => {
  const demo = { id: "classic", allHosts: ["classic.localhost", "localhost"] } as Site;
  const brand = { id: "brand", allHosts: ["brand.example"] } as Site;

  it("is on while sites/ holds only demo sites, off with a real brand, and SEED_DEMO decides when set", () => {
    expect(decideDemoMode([demo], undefined)).toBe(true);
    expect(decideDemoMode([demo, brand], undefined)).toBe(false);
    expect(decideDemoMode([demo, brand], "1")).toBe(true);
    expect(decideDemoMode([demo], "0")).toBe(false);
  });

  it("lets test payments and demo members on demo sites only in demo mode", () => {
    expect(testPaymentsAllowed(demo, true)).toBe(true);
    expect(testPaymentsAllowed(demo, false)).toBe(false);
    expect(testPaymentsAllowed(brand, true)).toBe(false);
    expect(demoMemberSites([demo, brand], false, true).map((site) => site.id)).toEqual(["classic"]);
    expect(demoMemberSites([demo, brand], false, false)).toEqual([]);
    expect(demoMemberSites([demo, brand], true, false).map((site) => site.id)).toEqual(["classic", "brand"]);
  });

  it("describes a demo checkout's start", () => {
    expect(describeServedSites([demo], [demo], true, undefined)).toBe(
      "Sites live: classic (classic.localhost, localhost). Demo mode on: demo members and test payments on demo sites (sites/ holds only demo sites; SEED_DEMO=0 turns it off).",
    );
  });
});
