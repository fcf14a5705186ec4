import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DeleteAccountSchema, EmailChangeSchema, NewPasswordSchema, PasswordChangeSchema, ResetPasswordRequestSchema } from "./account.ts";
import { interestsOf, PhotoActionSchema, profileDetailsSchema, profileInterestsSchema, type ProfileFormDefinition } from "./profile.ts";

const definition: ProfileFormDefinition = {
  countries: ["US", "CA"],
  minAge: 18,
  selects: [{ name: "height", options: ["160-169", "170-179"] }],
  texts: [{ name: "about_me", maxLength: 20 }],
};
const today = new Date(Date.UTC(2026, 10, 22));
const schema = profileDetailsSchema(definition, today);

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return data;
}

function errorsOf(fields: Record<string, string | string[]>, s: z.ZodType = schema) {
  const submission = parseWithZod(form(fields), { schema: s });
  return submission.status === "success" ? null : submission.reply().error;
}

const valid = { intent: "details", name: "Sam", country: "US" };

describe("profile details schema", () => {
  it("accepts a minimal profile and turns blanks into nulls", () => {
    const submission = parseWithZod(
      form({ ...valid, gender: "", date_of_birth: "", city: " ", "personal.height": "", "texts.about_me": "" }),
      { schema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ name: "Sam", gender: null, date_of_birth: null, city: null, countryregion: null });
    expect(submission.value.personal).toEqual({ height: null });
    expect(submission.value.texts).toEqual({ about_me: null });
  });

  it("checks the name like the sign-up", () => {
    expect(errorsOf({ ...valid, name: "  " })).toEqual({ name: ["validation.required"] });
    expect(errorsOf({ ...valid, name: "\u200b\u200d" })).toEqual({ name: ["validation.required"] });
    expect(errorsOf({ ...valid, name: "@sam" })).toEqual({ name: ["signup_flow.errors.name_starts_with_at"] });
    expect(errorsOf({ ...valid, name: "x".repeat(151) })?.name?.[0]).toMatch(/^signup_flow\.errors\.name_too_long/);
    expect(errorsOf({ ...valid, name: "x".repeat(150) })).toBeNull();
  });

  it("needs a real birth date and the minimum age", () => {
    const message = ["my_profile.errors.date_of_birth?min_age=18"];
    expect(errorsOf({ ...valid, date_of_birth: "2008-11-22" })).toBeNull();
    expect(errorsOf({ ...valid, date_of_birth: "2008-11-23" })).toEqual({ date_of_birth: message });
    expect(errorsOf({ ...valid, date_of_birth: "1990-02-30" })).toEqual({ date_of_birth: message });
    expect(errorsOf({ ...valid, date_of_birth: "0000-00-00" })).toEqual({ date_of_birth: message });
    expect(errorsOf({ ...valid, date_of_birth: "1920-01-01" })).toEqual({ date_of_birth: message });
  });

  it("accepts only the site's countries and the defined options", () => {
    expect(errorsOf({ ...valid, country: "NL" })).toEqual({ country: ["my_profile.errors.choose_country"] });
    expect(errorsOf({ ...valid, country: "" })).toEqual({ country: ["my_profile.errors.choose_country"] });
    expect(errorsOf({ ...valid, gender: "other" })).toEqual({ gender: ["my_profile.errors.choose_option"] });
    expect(errorsOf({ ...valid, "personal.height": "2m" })).toEqual({ "personal.height": ["my_profile.errors.choose_option"] });
  });

  it("limits city and free texts", () => {
    expect(errorsOf({ ...valid, city: "x".repeat(256) })).toEqual({ city: ["my_profile.errors.too_long?count=255"] });
    expect(errorsOf({ ...valid, "texts.about_me": "x".repeat(21) })).toEqual({ "texts.about_me": ["my_profile.errors.too_long?count=20"] });
  });
});

describe("interests", () => {
  const interestsSchema = profileInterestsSchema(["travel", "music"]);
  it("accepts known interests, one or many or none", () => {
    expect(errorsOf({ intent: "interests", interests: "travel" }, interestsSchema)).toBeNull();
    expect(errorsOf({ intent: "interests", interests: ["travel", "music"] }, interestsSchema)).toBeNull();
    expect(errorsOf({ intent: "interests" }, interestsSchema)).toBeNull();
    expect(errorsOf({ intent: "interests", interests: ["travel", "nope"] }, interestsSchema)).not.toBeNull();
  });
  it("reads the stored note", () => {
    expect(interestsOf({ interests: "travel, music" })).toEqual(["travel", "music"]);
    expect(interestsOf({})).toEqual([]);
    expect(interestsOf(null)).toEqual([]);
  });
});

describe("account forms", () => {
  it("photo actions need a positive id", () => {
    expect(errorsOf({ intent: "photo-main", imageId: "3" }, PhotoActionSchema)).toBeNull();
    expect(errorsOf({ intent: "photo-main", imageId: "-1" }, PhotoActionSchema)).not.toBeNull();
    expect(errorsOf({ intent: "photo-rotate", imageId: "3" }, PhotoActionSchema)).not.toBeNull();
  });
  it("new passwords need 8 characters; current passwords only need to be there", () => {
    expect(errorsOf({ password: "1234567" }, NewPasswordSchema)).toEqual({ password: ["validation.min_length?count=8"] });
    expect(errorsOf({ password: "" }, NewPasswordSchema)).toEqual({ password: ["validation.required"] });
    expect(errorsOf({ password: "12345678" }, NewPasswordSchema)).toBeNull();
    expect(errorsOf({ intent: "change-password", currentPassword: "x", newPassword: "short" }, PasswordChangeSchema)).toEqual({
      newPassword: ["validation.min_length?count=8"],
    });
    expect(errorsOf({ intent: "delete-account", currentPassword: "" }, DeleteAccountSchema)).toEqual({
      currentPassword: ["validation.required"],
    });
  });
  it("e-mail fields need a valid address", () => {
    expect(errorsOf({ email: "nope" }, ResetPasswordRequestSchema)).toEqual({ email: ["validation.email"] });
    expect(errorsOf({}, ResetPasswordRequestSchema)).toEqual({ email: ["validation.required"] });
    expect(errorsOf({ intent: "change-email", email: " a@b.co ", currentPassword: "pw" }, EmailChangeSchema)).toBeNull();
  });
});
