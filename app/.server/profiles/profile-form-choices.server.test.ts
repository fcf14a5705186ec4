import { afterEach, describe, expect, it, vi } from "vitest";
import { regionNames } from "#app/.server/geo/regions.server.ts";
import { unpackRegions } from "#app/profiles/packed-regions.ts";
import { profileDetailsSchemaFor } from "#app/forms/profile.ts";
import { i18nInstanceFor } from "#app/middleware/i18n.server.ts";
import { siteById } from "#tests/support/sites.ts";
import { profileFormChoices, regionsSentFor } from "./profile-form-choices.server.ts";

const choicesIn = (siteId: string, language: "en" | "de") =>
  profileFormChoices(siteById(siteId), i18nInstanceFor(language), language, regionNames(i18nInstanceFor(language), language));

afterEach(() => vi.useRealTimers());

describe("/profile's form choices (decision 117)", () => {
  it("are built once per site and language, in that language, and shared frozen", () => {
    const first = choicesIn("lavish", "de");
    expect(choicesIn("lavish", "de")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(unpackRegions(first.regions.DE ?? "").find((region) => region.id === "DE-BY")?.name).toBe("Bayern");
    const english = choicesIn("lavish", "en");
    expect(english).not.toBe(first);
    expect(unpackRegions(english.regions.DE ?? "").find((region) => region.id === "DE-BY")?.name).toBe("Bavaria");
    expect(english.interests.map((interest) => interest.name)).not.toEqual(first.interests.map((interest) => interest.name));
    // Another site with other countries has its own.
    expect(Object.keys(choicesIn("classic", "en").regions)).toEqual(siteById("classic").countries);
  });

  it("give one details schema per fields view, which checks the age against the day it checks, not the day it was built", () => {
    const { fieldsView } = choicesIn("classic", "en");
    const schema = profileDetailsSchemaFor(fieldsView);
    expect(profileDetailsSchemaFor(fieldsView)).toBe(schema);
    const check = (date: Date) =>
      schema.safeParse({ intent: "details", name: "Ann", country: fieldsView.countries[0], date_of_birth: date.toISOString().slice(0, 10) })
        .success;
    const now = new Date();
    const birthdayInTwoDays = new Date(Date.UTC(now.getUTCFullYear() - fieldsView.minAge, now.getUTCMonth(), now.getUTCDate() + 2));
    expect(check(birthdayInTwoDays)).toBe(false);
    // Three days on, the same kept schema lets them in: it reads the date when it checks.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now.getTime() + 3 * 86_400_000);
    expect(check(birthdayInTwoDays)).toBe(true);
  });

  it("send the regions of the country the form starts on alone: the member's, else the site's only one", () => {
    const choices = choicesIn("lavish", "de");
    expect(regionsSentFor(choices, "AT", ["DE", "AT", "CH"])).toEqual({ AT: choices.regions.AT });
    // No country, or one the site does not offer: the form starts on none, so no regions.
    expect(regionsSentFor(choices, null, ["DE", "AT", "CH"])).toEqual({});
    expect(regionsSentFor(choices, "FR", ["DE", "AT", "CH"])).toEqual({});
    expect(regionsSentFor(choices, "__proto__", ["__proto__"])).toEqual({});
    // A site of one country starts every form on it.
    expect(regionsSentFor(choices, null, ["CH"])).toEqual({ CH: choices.regions.CH });
  });
});
