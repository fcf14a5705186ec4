// The declaration lives beside this module and has to be a module of its own; a reference pulls it in.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./geoip-country.d.ts" />
import type { Site } from "#app/site/registry.ts";

/**
 * docs/product/sites-and-themes.md#settings-by-area's `geoip_country` and `geoip_selected_country` (decision 025): the visitor's country from an
 * offline GeoIP database (the `geoip-country` package ships MaxMind's GeoLite2 country data; no network call),
 * and the country the site files the visitor under: that one when the site serves it, else the site's first.
 */
export type GeoipSettings = { geoip_country: string | null; geoip_selected_country: string };

type Lookup = (ip: string) => string | null;
let lookupPromise: Promise<Lookup> | undefined;
/** The look-up once loaded, for callers that cannot wait (the micro-cache's fast path). */
let loadedLookup: Lookup | undefined;

/** The database (about 8 MB) loads on the first look-up, not at start. */
function loadLookup(): Promise<Lookup> {
  lookupPromise ??= import("geoip-country").then(({ default: geoip }) => {
    loadedLookup = (ip: string) => geoip.lookup(ip)?.country ?? null;
    return loadedLookup;
  });
  return lookupPromise;
}

function addressOf(ip: string | null | undefined): string | null {
  const address = (ip ?? "").trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return !address || address.length > 45 || !/^[\d.:a-f]+$/i.test(address) ? null : address;
}

function countryIn(lookup: Lookup, address: string): string | null {
  const country = lookup(address);
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

/** The country of an IP address (IPv4, IPv6, IPv4-mapped IPv6), or null for private, reserved or malformed ones. */
export async function countryOfIp(ip: string | null | undefined): Promise<string | null> {
  const address = addressOf(ip);
  if (!address) return null;
  try {
    return countryIn(await loadLookup(), address);
  } catch (error) {
    // A damaged data file must not stop a sign-up: the site's first country still applies.
    console.warn("GeoIP look-up failed", error);
    return null;
  }
}

/** `countryOfIp` without waiting: `undefined` while the database has not been loaded yet. */
export function countryOfIpIfLoaded(ip: string | null | undefined): string | null | undefined {
  if (!loadedLookup) return undefined;
  const address = addressOf(ip);
  if (!address) return null;
  try {
    return countryIn(loadedLookup, address);
  } catch {
    return null;
  }
}

export async function geoipSettings(site: Pick<Site, "countries">, ip: string | null | undefined): Promise<GeoipSettings> {
  const country = await countryOfIp(ip);
  return {
    geoip_country: country,
    geoip_selected_country: country && site.countries.includes(country) ? country : site.countries[0]!,
  };
}
