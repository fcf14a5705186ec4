import type { Site } from "#app/site/registry.ts";
import { countryOfIp, countryOfIpIfLoaded } from "../geo/geoip.server.ts";
import { clientIp } from "../security/rate-limit.server.ts";

/**
 * Landers start from the visitor's country (decision 108): the design landers and the member landers list members
 * of the visitor's GeoIP country first, where the site serves that country, else of the site's first. A site with one
 * country has one version of each lander; a site with several has one per country it serves, and the shared caches
 * (micro-cache, nginx) key those pages by that country.
 */
const LANDER_PATH = /^\/(?:landers\/[^/]+\/|members\/\d+\/(?:landing|signup))/;

export function isLanderPath(pathname: string): boolean {
  return LANDER_PATH.test(pathname);
}

/** The site's country a visitor from `geoCountry` is shown: that one where the site serves it, else the site's first. */
export function landerCountryOf(site: Pick<Site, "countries">, geoCountry: string | null): string {
  return geoCountry && site.countries.includes(geoCountry) ? geoCountry : site.countries[0]!;
}

/** The country a lander request starts from. */
export async function visitorLanderCountry(site: Pick<Site, "countries">, request: Request): Promise<string> {
  if (site.countries.length === 1) return site.countries[0]!;
  return landerCountryOf(site, await countryOfIp(clientIp(request)));
}

/**
 * What the visitor's country adds to a shared page's cache key: "" where it changes nothing (a site with one country,
 * a page that is no lander), else the country the page starts from.
 */
export async function countryCacheVariant(site: Pick<Site, "countries">, pathname: string, ip: string | null): Promise<string> {
  if (site.countries.length < 2 || !isLanderPath(pathname)) return "";
  return landerCountryOf(site, await countryOfIp(ip));
}

/** `countryCacheVariant` for the fast path in front of the framework: `undefined` while GeoIP is not loaded (a miss). */
export function countryCacheVariantIfKnown(site: Pick<Site, "countries">, pathname: string, ip: string | null): string | undefined {
  if (site.countries.length < 2 || !isLanderPath(pathname)) return "";
  const country = countryOfIpIfLoaded(ip);
  return country === undefined ? undefined : landerCountryOf(site, country);
}
