import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSchema, LoginForm, SignupAccountForm } from "./lazy.ts";
import { LoginSchema } from "./login.ts";
import { SignupAccountSchema } from "./signup.ts";

// Decision 041: forms whose Zod schema loads lazily render with a written-out constraint; it must be what
// Conform derives from the schema, or the page's attributes would change once Zod is there (and differ from
// what the server rendered).
describe("lazily loaded form schemas", () => {
  it.each([
    ["login", LoginForm, LoginSchema],
    ["sign-up account", SignupAccountForm, SignupAccountSchema],
  ] as const)("the %s form's written constraint is the schema's", async (_name, lazy, schema) => {
    expect(lazy.constraint).toEqual(getZodConstraint(schema));
    // And the lazy load yields the very schema the server validates with.
    expect(await loadSchema(lazy as never)).toBe(schema);
  });
});
