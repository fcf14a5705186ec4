import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { splitMessageKey } from "#app/forms/messages.ts";
import { cn } from "./cn.ts";
import { inputProps, selectProps, textareaProps, type ControlField } from "#app/framework/control-props.ts";
import { Input } from "./input.tsx";
import { Select, type SelectOption } from "./select.tsx";
import { Textarea } from "./textarea.tsx";

/**
 * Field primitives in the shadcn/Epic style: `Field` lays out a label, a control
 * and its error; `InputField`, `SelectField` and `TextareaField` wire a Conform
 * field into it (ids, name, default, aria-invalid/-describedby, as Conform's helpers) and translate its
 * error; `FormErrors` shows the form-level errors. Errors are message keys,
 * optionally with values as a query (`key?count=8`), see `forms/messages.ts`.
 */

/** Translates the first of a field's errors (a message key) with the values some messages need. */
export function useErrorText() {
  const { t } = useTranslation();
  return (errors: string[] | undefined, values?: Record<string, unknown>) => {
    if (!errors?.[0]) return null;
    const message = splitMessageKey(errors[0]);
    return t(message.key, { ...message.values, ...values });
  };
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    // The caller ties the label to its control with `htmlFor` (Field does).
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label data-slot="label" className={cn("label-text font-medium", className)} {...props} />
  );
}

/** A label, its control and the control's error, wired for screen readers. */
export function Field({
  label,
  htmlFor,
  error,
  errorId,
  children,
  className,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string | null;
  errorId?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div data-slot="field" className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      <p id={errorId} data-slot="field-error" role={error ? "alert" : undefined} className="min-h-5 text-sm text-destructive">
        {error ?? ""}
      </p>
    </div>
  );
}

/** Any Conform field of a text-like value, or its plain view before Conform is loaded (`form-on-demand.tsx`). */
export type ConformField = ControlField;

type FieldShell = {
  label: ReactNode;
  /** The Conform field (`fields.name`). */
  field: ConformField;
  /** Values for the error message beyond those in its key. */
  errorValues?: Record<string, unknown>;
  className?: string;
};

export function InputField({
  label,
  field,
  errorValues,
  className,
  type = "text",
  ...props
}: FieldShell &
  Omit<ComponentProps<"input">, "name" | "id" | "defaultValue" | "className"> & {
    type?: "text" | "email" | "password" | "date" | "number" | "tel" | "url" | "search";
  }) {
  const errorText = useErrorText();
  return (
    <Field label={label} htmlFor={field.id} error={errorText(field.errors, errorValues)} errorId={field.errorId} className={className}>
      <Input {...inputProps(field, type)} {...props} />
    </Field>
  );
}

export function SelectField({
  label,
  field,
  errorValues,
  className,
  ...props
}: FieldShell & Omit<ComponentProps<typeof Select>, "name" | "id" | "className">) {
  const errorText = useErrorText();
  return (
    <Field label={label} htmlFor={field.id} error={errorText(field.errors, errorValues)} errorId={field.errorId} className={className}>
      <Select {...selectProps(field)} {...props} />
    </Field>
  );
}

export function TextareaField({
  label,
  field,
  errorValues,
  className,
  ...props
}: FieldShell & Omit<ComponentProps<"textarea">, "name" | "id" | "className">) {
  const errorText = useErrorText();
  return (
    <Field label={label} htmlFor={field.id} error={errorText(field.errors, errorValues)} errorId={field.errorId} className={className}>
      <Textarea {...textareaProps(field)} {...props} />
    </Field>
  );
}

/** The form's own errors (not a field's): a refused attempt, a rate limit. Nothing when there are none. */
export function FormErrors({
  id,
  errors,
  errorValues,
  className,
}: {
  id: string;
  errors: string[] | undefined;
  errorValues?: Record<string, unknown>;
  className?: string;
}) {
  const errorText = useErrorText();
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      data-slot="form-errors"
      className={cn("rounded-control bg-destructive/10 p-3 text-sm text-destructive", className)}
    >
      {errorText(errors, errorValues)}
    </div>
  );
}

export type { SelectOption };
