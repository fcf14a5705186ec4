import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { users } from "#app/.server/db/schema.ts";
import { DEMO_MEMBERS, demoMemberSites, seedDatabase } from "#app/.server/db/seed.server.ts";
import { buildSiteRegistry, isDemoSite } from "#app/site/registry.ts";
import { siteRegistry } from "#app/site/sites.server.ts";

const company = {
  countries: ["FR"],
  company_name: "Test B.V.",
  company_address: "Street 1",
  company_city: "Amsterdam",
  company_country: "Netherlands",
};
// A production brand that also answers on a demo alias, and a purely local one.
const { sites } = buildSiteRegistry({
  "../../sites/cityflirt.ts": {
    default: {
      ...company,
      name: "CityFlirt",
      domain: "cityflirt.example",
      hosts: ["cityflirt.localhost"],
      support_email: "s@cityflirt.example",
      email: "h@cityflirt.example",
    },
  },
  "../../sites/local.ts": {
    default: {
      ...company,
      name: "Local",
      domain: "local.localhost",
      hosts: ["localhost", "127.0.0.1"],
      support_email: "s@local.localhost",
      email: "h@local.localhost",
    },
  },
});

describe("demo members only where no real visitor can log in", () => {
  beforeAll(async () => {
    await seedDatabase(await getDb(), { sites, seedDemo: false });
  }, 120_000);

  it("knows a demo site by its hosts", () => {
    expect(sites.map((site) => [site.id, isDemoSite(site)])).toEqual([
      ["cityflirt", false],
      ["local", true],
    ]);
    // The shipped demo sites all count as demo sites.
    expect(siteRegistry.sites.every(isDemoSite)).toBe(true);
  });

  it("seeds no demo member on a site with a real domain, and both on a demo site", async () => {
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.siteId, "cityflirt"))).toEqual([]);
    const local = await db.select({ email: users.email }).from(users).where(eq(users.siteId, "local"));
    expect(local.map((row) => row.email).sort()).toEqual([...DEMO_MEMBERS].sort());
  });

  it("seeds them everywhere only when SEED_DEMO=1 says so", () => {
    expect(demoMemberSites(sites, false).map((site) => site.id)).toEqual(["local"]);
    expect(demoMemberSites(sites, true).map((site) => site.id)).toEqual(["cityflirt", "local"]);
  });
});
