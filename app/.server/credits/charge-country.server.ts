import { buyerCountry } from "#app/billing/catalogue.ts";
import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { memberProfileOf } from "../accounts/user.server.ts";
import type { Database } from "../db/client.server.ts";
import { countryOfIp } from "../geo/geoip.server.ts";
import { clientIp } from "../security/rate-limit.server.ts";

/**
 * The country whose prices, VAT and minimum message cost apply to a member's request (decision 058): where the
 * request comes from (GeoIP) when the site serves that country; the site's first country when GeoIP places the
 * member in a country the site does not serve; the profile's country only when GeoIP cannot tell (private or
 * unknown addresses, i.e. a local network). The profile field alone never picks a cheaper country.
 */
export async function chargeCountry(db: Database, site: Site, user: SessionUser, request: Request): Promise<string> {
  const located = await countryOfIp(clientIp(request));
  if (located) return buyerCountry(site, located);
  const row = await memberProfileOf(db, user);
  return buyerCountry(site, row?.profile.country);
}
