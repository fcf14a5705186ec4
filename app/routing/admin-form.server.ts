import { data } from "react-router";
import { z } from "zod";
import { DEFAULT_BODY_LIMIT, readForm } from "#app/.server/http/body.server.ts";

/** A back-office form post: its fields, or a thrown 413 when the body is larger than the action takes. */
export async function readAdminForm(request: Request, maxBytes = DEFAULT_BODY_LIMIT): Promise<FormData> {
  const form = await readForm(request, { maxBytes });
  if (!form.ok) throw data({ error: form.failure.message }, { status: form.failure.status });
  return form.value;
}

/** Parses a form with a schema; bad input is a 400 naming the fields, never a 500. */
export function parseAdminForm<S extends z.ZodType>(form: FormData, schema: S): z.output<S> {
  const result = schema.safeParse(Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)])));
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((issue) => issue.path.join(".") || "form"))].join(", ");
    throw data({ error: `Please check: ${fields}.` }, { status: 400 });
  }
  return result.data;
}

/** A success answer of a back-office action (shown above the page). */
export function done(message: string) {
  return { ok: message } as { ok?: string; error?: string };
}

export function failed(message: string, status = 400) {
  return data({ error: message } as { ok?: string; error?: string }, { status });
}

export const idField = z.coerce.number().int().positive().max(2_147_483_647);
export const reasonField = z.string().trim().min(3, "give a reason").max(500);
