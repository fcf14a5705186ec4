import type { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { withChunkReload } from "#app/pwa/chunk-reload.ts";
import type { LoginSchema } from "./login.ts";
import type { SignupAccountSchema } from "./signup.ts";

/**
 * A form's Zod schema that the browser loads on the form's first use, not with the page (decision 041): Zod and
 * Conform's Zod adapter are ~30 KB gzip, more than the rest of a sign-up or login page's own code. The schema is
 * still the one module the server validates with; only the browser's copy comes later.
 *
 * `constraint` is what `getZodConstraint(schema)` gives (the `required` and length attributes), written out so
 * the page renders the same HTML before Zod is there; `app/forms/constraints.test.ts` keeps the two equal.
 */
export type LazySchema<Schema extends z.ZodType> = {
  load: () => Promise<Schema>;
  constraint: Record<string, { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }>;
  loaded?: { schema: Schema; parse: typeof parseWithZod };
  loading?: Promise<NonNullable<LazySchema<Schema>["loaded"]>>;
};

export function lazySchema<Schema extends z.ZodType>(
  load: () => Promise<Schema>,
  constraint: LazySchema<Schema>["constraint"],
): LazySchema<Schema> {
  return { load, constraint };
}

/** Loads the schema and the adapter once; a failed load may be tried again. */
export function loadSchema<Schema extends z.ZodType>(lazy: LazySchema<Schema>) {
  lazy.loading ??= withChunkReload(() => Promise.all([lazy.load(), import("@conform-to/zod/v4")]))().then(
    ([schema, adapter]) => (lazy.loaded = { schema, parse: adapter.parseWithZod }),
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
