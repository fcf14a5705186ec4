import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { useConformForm } from "#app/framework/use-conform-form.ts";

/**
 * The /profile forms: the form's id is its `intent` (the action dispatches on
 * it), and `busy` is true while this form, not another on the page, is submitting.
 */
export function useIntentForm<Schema extends z.ZodObject>(
  intent: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  const navigation = useNavigation();
  const [form, fields] = useConformForm({ id: intent, schema, lastResult });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return { form, fields, busy };
}
