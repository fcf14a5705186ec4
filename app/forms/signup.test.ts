import { describe, expect, it } from "vitest";
import { messages } from "#app/i18n/resources.ts";
import { isCheckableEmail, nameFromEmail, SignupAccountSchema, withNameFromEmail } from "./signup.ts";
import { FIELD_MESSAGES, splitMessageKey } from "./messages.ts";

function errorsOf(input: Record<string, unknown>) {
  const result = SignupAccountSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The English text a message key stands for, as the form shows it. */
function english(message: string) {
  const { key, values } = splitMessageKey(message);
  let text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages.en) as string;
  for (const [name, value] of Object.entries(values)) text = text.replace(`{{${name}}}`, value);
  return text;
}

const valid = { email: "anna@example.com", name: "Anna", password: "correct horse" };

describe("sign-up step 0 rules (docs/product/signup.md#validation)", () => {
  it("accepts a complete, valid form", () => {
    expect(SignupAccountSchema.safeParse(valid).success).toBe(true);
  });

  it("needs a valid e-mail address: 'Value is not a valid email address'", () => {
    for (const email of ["anna", "anna@", "@example.com", "anna@example", "anna example@x.com"]) {
      const errors = errorsOf({ ...valid, email });
      expect(errors.email, email).toBe(FIELD_MESSAGES.email);
    }
    expect(english(FIELD_MESSAGES.email)).toBe("Value is not a valid email address");
  });

  it("requires the e-mail", () => {
    expect(errorsOf({ ...valid, email: "" }).email).toBe(FIELD_MESSAGES.required);
  });

  it("requires a name after trimming: 'Value is required'", () => {
    expect(errorsOf({ ...valid, name: "   " }).name).toBe(FIELD_MESSAGES.required);
    expect(errorsOf({ ...valid, name: undefined }).name).toBe(FIELD_MESSAGES.required);
    expect(english(FIELD_MESSAGES.required)).toBe("Value is required");
  });

  it("takes names of 1 to 150 characters", () => {
    expect(errorsOf({ ...valid, name: "A" }).name).toBeUndefined();
    expect(errorsOf({ ...valid, name: "x".repeat(150) }).name).toBeUndefined();
    expect(errorsOf({ ...valid, name: "x".repeat(151) }).name).toBe(FIELD_MESSAGES.nameTooLong);
    expect(english(FIELD_MESSAGES.nameTooLong)).toBe("Your name can be at most 150 characters long");
  });

  it("refuses a name starting with @ (name_starts_with_at)", () => {
    expect(errorsOf({ ...valid, name: "@anna" }).name).toBe("signup_flow.errors.name_starts_with_at");
    expect(errorsOf({ ...valid, name: "an@na" }).name).toBeUndefined();
  });

  it("refuses a name equal to the e-mail (name_equal_to_email), whatever the case", () => {
    expect(errorsOf({ ...valid, name: "Anna@Example.com" }).name).toBe("signup_flow.errors.name_equal_to_email");
  });

  it("needs a password of at least 8 characters: 'This field should be at least 8 characters long'", () => {
    expect(errorsOf({ ...valid, password: "" }).password).toBe(FIELD_MESSAGES.required);
    expect(errorsOf({ ...valid, password: "1234567" }).password).toBe(FIELD_MESSAGES.passwordTooShort);
    expect(errorsOf({ ...valid, password: "12345678" }).password).toBeUndefined();
    expect(english(FIELD_MESSAGES.passwordTooShort)).toBe("This field should be at least 8 characters long");
  });

  it("has every message in all seven languages", () => {
    for (const language of Object.keys(messages)) {
      for (const message of Object.values(FIELD_MESSAGES)) {
        const { key } = splitMessageKey(message);
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages[language as "en"]);
        expect(typeof value, `${language}: ${key}`).toBe("string");
      }
    }
  });

  it("fills an empty name from the e-mail at submit time, and only an empty one", () => {
    const data = (entries: Record<string, string>) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(entries)) fd.set(k, v);
      return fd;
    };
    expect(withNameFromEmail(data({ email: "jan@example.nl", name: "  ", password: "x" })).get("name")).toBe("jan");
    expect(withNameFromEmail(data({ email: "jan@example.nl", name: "Jan", password: "x" })).get("name")).toBe("Jan");
    expect(withNameFromEmail(data({ email: "jan", name: "" })).get("name")).toBe("");
  });

  it("pre-fills an empty name from the part before the @", () => {
    expect(nameFromEmail("jan.de.vries@example.nl")).toBe("jan.de.vries");
    expect(nameFromEmail(`${"x".repeat(200)}@example.nl`)).toHaveLength(150);
  });

  it("runs the server check only once the value has an @ and a dot", () => {
    expect(isCheckableEmail("anna")).toBe(false);
    expect(isCheckableEmail("anna@example")).toBe(false);
    expect(isCheckableEmail("anna.b")).toBe(false);
    expect(isCheckableEmail("anna@example.com")).toBe(true);
  });
});
