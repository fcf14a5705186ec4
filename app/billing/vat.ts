/**
 * Standard VAT (or GST) rates on digital services by the buyer's country, in basis points (2100 = 21 %). Within the
 * EU a digital service is taxed at the buyer's country's rate (the OSS scheme), so the rate follows the member's
 * country, not the company's. A site may set its own rates (`vat_rates`, in percent) where these do not apply to it.
 * US sales tax varies by state and is not modelled: 0 unless a site sets it.
 */
export const STANDARD_VAT_BASIS_POINTS: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  GB: 2000,
  CH: 810,
  NO: 2500,
  AU: 1000,
  NZ: 1500,
  CA: 500,
  US: 0,
};

/** The rate for a buyer in `country`: the site's own setting (percent) first, then the standard table, else 0. */
export function vatBasisPoints(siteRates: Readonly<Record<string, number>>, country: string): number {
  const own = siteRates[country];
  if (own !== undefined) return Math.round(own * 100);
  return STANDARD_VAT_BASIS_POINTS[country] ?? 0;
}
