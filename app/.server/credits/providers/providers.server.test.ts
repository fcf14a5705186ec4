import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { providerFor } from "./providers.server.ts";

const classic = siteRegistry.sites.find((site) => site.id === "classic")!;

describe("which provider a site may use (decision 030)", () => {
  it("the test provider only on demo sites: on a live domain anyone could mark a payment paid", async () => {
    const db = await getDb();
    expect(providerFor(db, classic)?.name).toBe("test");
    const live = { ...classic, domain: "cityflirt.example", allHosts: ["cityflirt.example", "www.cityflirt.example"] };
    expect(providerFor(db, live)).toBeNull();
  });

  it("Mollie only with the site's API key", async () => {
    const db = await getDb();
    const mollie = { ...classic, payment_provider: "mollie" as const };
    delete process.env.MOLLIE_API_KEY_CLASSIC;
    expect(providerFor(db, mollie)).toBeNull();
    process.env.MOLLIE_API_KEY_CLASSIC = "not-a-key";
    expect(providerFor(db, mollie)).toBeNull();
    process.env.MOLLIE_API_KEY_CLASSIC = "test_abcdefghijklmnopqrstuvwxyz1234";
    try {
      expect(providerFor(db, mollie)?.name).toBe("mollie");
    } finally {
      delete process.env.MOLLIE_API_KEY_CLASSIC;
    }
  });
});
