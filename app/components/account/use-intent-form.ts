import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";

/**
 * The Conform wiring the /profile forms share: the form's id is its `intent`
 * (the action dispatches on it), the action's last result applies once the
 * navigation settles, and `busy` is true while this form, not another on the
 * page, is submitting.
 */
export function useIntentForm<Schema extends z.ZodObject>(
  intent: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: intent,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return { form, fields, busy };
}
