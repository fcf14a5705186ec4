import { useEffect, useState } from "react";
import { apiFetch } from "#app/api/client.ts";
import type { Region } from "./packed-regions.ts";

type RegionsByCountry = Readonly<Record<string, readonly Region[]>>;
const NONE: RegionsByCountry = Object.freeze({});
const EMPTY: readonly Region[] = Object.freeze([]);

/**
 * A country's regions for a form where the visitor picks a country: those the page's data brought (`known`), else
 * the answer of `/api/regions.php` (names in the visitor's language), asked once the country is chosen and kept for
 * the form's life. Empty while they load, for no country or one without regions, and when the request fails (a
 * region is optional; choosing the country again asks again).
 */
export function useCountryRegions(country: string, known: RegionsByCountry = NONE): readonly Region[] {
  const [fetched, setFetched] = useState<RegionsByCountry>(NONE);
  const regions = !country
    ? EMPTY
    : Object.hasOwn(known, country)
      ? known[country]
      : Object.hasOwn(fetched, country)
        ? fetched[country]
        : undefined;
  const missing = regions === undefined;
  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    apiFetch<{ regions: Region[] }>("/api/regions.php", { query: { country }, signal: controller.signal })
      .then((answer) => setFetched((kept) => ({ ...kept, [country]: answer.regions })))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("loading regions failed", error);
      });
    return () => controller.abort();
  }, [country, missing]);
  return regions ?? EMPTY;
}
