import { buyerCountry } from "#app/billing/catalogue.ts";
import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { countryOfIp } from "../geo/geoip.server.ts";
import { clientIp } from "../security/rate-limit.server.ts";

/**
 * The country whose prices, VAT and minimum message cost apply to a member's request (decision 058): where the
 * request comes from (GeoIP) when the site serves that country; the site's first country when GeoIP places the
 * member in a country the site does not serve; the profile's country only when GeoIP cannot tell (private or
 * unknown addresses, i.e. a local network). The profile field alone never picks a cheaper country.
 */
export async function chargeCountry(site: Site, user: Pick<SessionUser, "profileCountry">, request: Request): Promise<string> {
  const located = await countryOfIp(clientIp(request));
  // The profile's country comes with the session read: no query of its own on a send or a checkout.
  return buyerCountry(site, located ?? user.profileCountry);
}
