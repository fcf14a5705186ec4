/**
 * Measurements are stored in one unit (heights as centimetre ranges such as "170-179") and shown in the
 * conventions of the site's country: feet and inches where people measure so (the United States), centimetres
 * elsewhere.
 */
export type MeasurementSystem = "metric" | "imperial";

const IMPERIAL_COUNTRIES = new Set(["US", "LR", "MM"]);

/** The site's country: its domain language's region (en-US → US), else the first country it serves. */
export function measurementSystemOf(site: { domain_language?: string | null; countries: readonly string[] }): MeasurementSystem {
  const country = site.domain_language?.split("-")[1]?.toUpperCase() ?? site.countries[0];
  return country && IMPERIAL_COUNTRIES.has(country) ? "imperial" : "metric";
}

function feetAndInches(cm: number): string {
  const inches = Math.round(cm / 2.54);
  return `${Math.floor(inches / 12)}′${inches % 12}″`;
}

/** A stored height range in feet and inches ("170-179" → "5′7″–5′10″"); null for a value that is no range. */
export function imperialHeight(value: string): string | null {
  const match = /^(\d{2,3})-(\d{2,3})$/.exec(value);
  if (!match) return null;
  return `${feetAndInches(Number(match[1]))}–${feetAndInches(Number(match[2]))}`;
}
