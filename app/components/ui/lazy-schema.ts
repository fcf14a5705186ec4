import { parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, type FormEvent } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { loadSchema, type LazySchema } from "#app/forms/lazy.ts";

/**
 * Validation with a lazy schema: loading starts when the visitor first touches the form (focus, pointer, key).
 * `validate` parses with Zod once it is there; before, it answers "not decided" (no errors shown). `ready` is
 * for the form's submit handler: false means the submit was held back and repeats itself once Zod is loaded,
 * so even a submit faster than the download shows the same translated errors as always.
 */
export function useLazySchema<Schema extends z.ZodType>(lazy: LazySchema<Schema>, formId: string) {
  useEffect(() => {
    if (lazy.loaded) return;
    const form = document.getElementById(formId);
    if (!form) return;
    const start = () => void loadSchema(lazy).catch((error: unknown) => console.error("form validation failed to load", error));
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const type of events) form.addEventListener(type, start, { once: true, passive: true });
    return () => {
      for (const type of events) form.removeEventListener(type, start);
    };
  }, [lazy, formId]);
  return {
    validate(formData: FormData): Submission<z.input<Schema>, string[], z.output<Schema>> {
      if (lazy.loaded)
        return lazy.loaded.parse(formData, { schema: lazy.loaded.schema }) as Submission<z.input<Schema>, string[], z.output<Schema>>;
      // A field's revalidation (an intent) changes nothing yet; a submit goes on to `ready`, which holds it.
      return parse(formData, { resolve: () => ({ error: formData.has("__intent__") ? {} : null }) }) as never;
    },
    ready(event: FormEvent<HTMLFormElement>): boolean {
      if (lazy.loaded) return true;
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadSchema(lazy).then(
        () => form.isConnected && form.requestSubmit(submitter && submitter.isConnected ? submitter : null),
        (error: unknown) => console.error("form validation failed to load", error),
      );
      return false;
    },
  };
}

/**
 * `useConformForm` (the one Conform wiring of every form, `use-conform-form.ts`) for a form whose schema loads
 * lazily: the same options; the action's reply applies once the navigation settles.
 */
export function useLazyConformForm<Schema extends z.ZodObject>({
  id,
  schema,
  lastResult,
}: {
  id: string;
  schema: LazySchema<Schema>;
  lastResult: SubmissionResult<string[]> | undefined | null;
}) {
  const navigation = useNavigation();
  const validation = useLazySchema(schema, id);
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: schema.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validation.validate(formData),
    onSubmit: (event) => void validation.ready(event),
  });
}
