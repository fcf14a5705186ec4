import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";

/**
 * The one Conform wiring of every form: the same Zod schema validates in the
 * browser and in the action; errors show after the first submit and then update
 * as the member types (validating on blur can swallow a submit click when the
 * error text moves the button); the action's last result applies once the
 * navigation settles, so it does not flash over a new submit.
 */
export function useConformForm<Schema extends z.ZodObject>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | undefined | null;
  defaultValue?: Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]["defaultValue"];
}) {
  const navigation = useNavigation();
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
