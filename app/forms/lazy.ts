import type { z } from "zod";
import { withChunkReload } from "#app/pwa/chunk-reload.ts";
import type { LoginSchema } from "./login.ts";
import type { SignupAccountSchema } from "./signup.ts";

/**
 * A form's Zod schema that the browser loads on the form's first use, not with the page (decisions 041, 048): Zod
 * and Conform are more than the rest of a sign-up or login page's own code. The schema is still the one module the
 * server validates with; only the browser's copy comes later.
 *
 * `constraint` is what `getZodConstraint(schema)` gives (the `required` and length attributes), written out so
 * the page renders the same HTML before Zod is there; `app/forms/constraints.test.ts` keeps the two equal. Its
 * keys are the form's fields.
 */
export type LazySchema<Schema extends z.ZodType> = {
  load: () => Promise<Schema>;
  constraint: Record<string, { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }>;
  loaded?: Schema;
  loading?: Promise<Schema>;
};

export function lazySchema<Schema extends z.ZodType>(
  load: () => Promise<Schema>,
  constraint: LazySchema<Schema>["constraint"],
): LazySchema<Schema> {
  return { load, constraint };
}

/** Loads the schema once; a failed load may be tried again. */
export function loadSchema<Schema extends z.ZodType>(lazy: LazySchema<Schema>): Promise<Schema> {
  lazy.loading ??= withChunkReload(lazy.load)().then(
    (schema) => (lazy.loaded = schema),
    (error: unknown) => {
      lazy.loading = undefined;
      throw error;
    },
  );
  return lazy.loading;
}

/** The login form (`login.ts`). */
export const LoginForm = lazySchema<typeof LoginSchema>(() => import("./login.ts").then((m) => m.LoginSchema), {
  email: { required: true },
  password: { required: true },
  redirectTo: { required: false },
});

/** Step 0 of the sign-up (`signup.ts`): on the home page, `/signup`, landers and the error page. */
export const SignupAccountForm = lazySchema<typeof SignupAccountSchema>(() => import("./signup.ts").then((m) => m.SignupAccountSchema), {
  email: { required: true },
  name: { required: true },
  password: { required: true },
});
