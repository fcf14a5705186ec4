import { describe, expect, it } from "vitest";
import { profileCompleteness } from "./completeness.ts";

const empty = { photos: 0, gender: null, date_of_birth: null, countryregion: null, city: null, personal: {}, texts: {} };

describe("profile completeness", () => {
  it("counts each item once and lists what is missing in page order", () => {
    expect(profileCompleteness(empty, ["about_me"])).toEqual({
      percent: 0,
      missing: ["photo", "gender", "date_of_birth", "location", "personal", "about", "interests"],
    });
    const half = profileCompleteness({ ...empty, photos: 2, gender: "female", city: "Leeds", personal: { height: "170-179" } }, [
      "about_me",
    ]);
    expect(half).toEqual({ percent: 57, missing: ["date_of_birth", "about", "interests"] });
  });

  it("is complete when everything is there; only the site's visible notes count as a text", () => {
    const full = {
      photos: 1,
      gender: "male",
      date_of_birth: "1990-01-01",
      countryregion: "US-CA",
      city: null,
      personal: { relationship_status: "single" },
      texts: { about_me: "Hi!", interests: "music,travel" },
    };
    expect(profileCompleteness(full, ["about_me", "looking_for"])).toEqual({ percent: 100, missing: [] });
    expect(profileCompleteness(full, ["looking_for"]).missing).toEqual(["about"]);
  });
});
