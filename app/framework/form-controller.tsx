import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { memo, useLayoutEffect, useRef, type RefObject } from "react";
import type { z } from "zod";
import type { LazySchema } from "#app/forms/lazy.ts";
import type { FieldView, FormHandlers, FormState } from "./form-on-demand.tsx";

/**
 * Conform for a form rendered by `useFormOnDemand` (decision 048), loaded on the form's first use with its schema.
 * It renders nothing: it runs `useForm` with the options every form has (`use-conform-form.ts`) and hands the
 * state back as plain data whenever what the form shows changed. Reading the fields here is what subscribes this
 * component to Conform's state, so it re-renders exactly when the form's errors, keys or status change.
 */
export const FormController = memo(function FormController({
  id,
  schema,
  lastResult,
  defaultValue,
  handlers,
  onState,
}: {
  id: string;
  schema: LazySchema<z.ZodObject>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: Record<string, string> | undefined;
  handlers: RefObject<FormHandlers<z.ZodObject>>;
  onState: (state: FormState<z.ZodObject>) => void;
}) {
  const loaded = schema.loaded;
  if (!loaded) throw new Error(`the schema of form ${id} is not loaded`);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    constraint: schema.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(handlers.current.prepare?.(formData) ?? formData, { schema: loaded }),
    onSubmit: (event, { submission, formData }) => handlers.current.onSubmit?.(event, { submission, formData }),
  });
  const state: FormState<z.ZodObject> = {
    form: {
      id: form.id,
      errorId: form.errorId,
      descriptionId: form.descriptionId,
      errors: form.errors,
      allErrors: form.allErrors,
      noValidate: form.noValidate,
      onSubmit: form.onSubmit,
      update: ({ name, value }) => form.update({ name, value }),
    },
    fields: Object.fromEntries(
      Object.keys(schema.constraint).map((name) => {
        const field = fields[name as never] as unknown as FieldView;
        const view: FieldView = {
          id: field.id,
          name: field.name,
          formId: field.formId,
          errorId: field.errorId,
          descriptionId: field.descriptionId,
          initialValue: field.initialValue,
          errors: field.errors,
          key: field.key,
          valid: field.valid,
          required: field.required,
          minLength: field.minLength,
          maxLength: field.maxLength,
          pattern: field.pattern,
        };
        return [name, view];
      }),
    ),
  };
  // Handed over only when it changed: the page re-renders for what it shows, not for each of these renders.
  const signature = JSON.stringify(state);
  const handed = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (handed.current === signature) return;
    handed.current = signature;
    onState(state);
  });
  return null;
});
