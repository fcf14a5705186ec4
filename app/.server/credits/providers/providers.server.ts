import { isDemoSite, type Site } from "#app/site/registry.ts";
import { demoModeEnabled } from "#app/site/sites.server.ts";
import type { Database } from "../../db/client.server.ts";
import { env, mollieApiEndpoint, mollieApiKey } from "../../env.server.ts";
import { mollieProvider } from "./mollie.server.ts";
import type { PaymentProvider } from "./provider.server.ts";
import { testProvider } from "./test-provider.server.ts";

export type ProviderName = PaymentProvider["name"];

export function isProviderName(value: string | null | undefined): value is ProviderName {
  return value === "test" || value === "mollie";
}

/**
 * The provider named (by an order, a webhook) or the site's own, when it can be used here: the test provider only
 * on demo sites in demo mode (decision 063) or with TEST_PAYMENTS=1; Mollie only with the site's API key. Null:
 * payments are unavailable.
 */
export function providerFor(db: Database, site: Site, name: ProviderName = site.payment_provider): PaymentProvider | null {
  if (name === "test") return testPaymentsAllowed(site) ? testProvider(db, site.id) : null;
  const apiKey = mollieApiKey(site.id);
  return apiKey ? mollieProvider({ apiKey, apiEndpoint: mollieApiEndpoint() }) : null;
}

/** Whether anyone may mark their own payment paid on this site: a demo site in demo mode, or TEST_PAYMENTS=1 (staging). */
export function testPaymentsAllowed(site: Pick<Site, "allHosts">, demoMode = demoModeEnabled()): boolean {
  return env.TEST_PAYMENTS === "1" || (demoMode && isDemoSite(site));
}
