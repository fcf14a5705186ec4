import type { i18n as I18n } from "i18next";
import { TEXT_FIELD_MAX_LENGTH } from "#app/forms/messages.ts";
import { formCountryOf, type ProfileFieldsView } from "#app/forms/profile.ts";
import { packRegions, type PackedRegions } from "#app/profiles/packed-regions.ts";
import type { Site } from "#app/site/registry.ts";
import { localizedRegions, type RegionNames } from "../geo/regions.server.ts";
import { profileFieldDefinitions } from "./fields.server.ts";
import { listInterests } from "./interests.server.ts";

/** What `/profile`'s forms offer: the visible fields with their labels and options, every country's regions, the interests. */
export type ProfileFormChoices = {
  fieldsView: ProfileFieldsView;
  /** Every country's regions, packed for the page's data (decision 126). */
  regions: PackedRegions;
  interests: { id: string; name: string }[];
};

/** The fields `/profile` edits, labelled in the request's language: the site's visible ones only. */
function fieldsViewOf(site: Site, i18n: Pick<I18n, "t">): ProfileFieldsView {
  const definitions = profileFieldDefinitions(site, i18n.t, TEXT_FIELD_MAX_LENGTH).filter((field) => field.visible);
  return {
    countries: site.countries,
    minAge: site.min_age,
    selects: definitions.flatMap((field) =>
      field.type === "select" ? [{ name: field.name, label: field.label, options: field.options }] : [],
    ),
    texts: definitions.flatMap((field) =>
      field.type === "text" ? [{ name: field.name, label: field.label, placeholder: field.placeholder, maxLength: field.max_length }] : [],
    ),
  };
}

const cache = new WeakMap<Site, Map<string, ProfileFormChoices>>();

/**
 * The choices of `/profile`'s forms, built once per site and language for the process (decision 117): they depend on
 * the site file and the locale files alone, which do not change while it runs, and naming and sorting them cost the
 * page about a third of its own work. Shared by every request: frozen.
 */
export function profileFormChoices(site: Site, i18n: Pick<I18n, "t">, language: string, names: RegionNames): ProfileFormChoices {
  let bySite = cache.get(site);
  if (!bySite) cache.set(site, (bySite = new Map()));
  let choices = bySite.get(language);
  if (!choices) {
    choices = Object.freeze({
      fieldsView: fieldsViewOf(site, i18n),
      regions: Object.fromEntries(
        site.countries.map((country) => [country, packRegions(localizedRegions(country, names.language, names.translate, site))]),
      ),
      interests: listInterests(i18n.t, language),
    });
    bySite.set(language, choices);
  }
  return choices;
}

/**
 * The regions `/profile` sends: those of the country its form starts on, the only ones it shows (decision 139). Every
 * country's regions were a third of the page's data, encoded for hydration on every request; a member who picks
 * another country gets its regions from `/api/regions.php`, as sign-up does.
 */
export function regionsSentFor(choices: ProfileFormChoices, memberCountry: string | null, countries: readonly string[]): PackedRegions {
  const country = formCountryOf(memberCountry, countries);
  return country && Object.hasOwn(choices.regions, country) ? { [country]: choices.regions[country]! } : {};
}
