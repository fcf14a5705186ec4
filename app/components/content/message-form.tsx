import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { FormErrors, SelectField, TextareaField, type ConformField, type SelectOption } from "#app/components/ui/field.tsx";
import { HoneypotField } from "#app/components/ui/honeypot.tsx";
import { useConformForm } from "#app/framework/use-conform-form.ts";
import { COMPLAINT_LIMITS } from "#app/forms/complaint.ts";
import { useTranslation } from "#app/i18n/translation.tsx";

/** Length limits of a message, for the messages that name them. */
const MESSAGE_LIMITS = { min: COMPLAINT_LIMITS.descriptionMin, max: COMPLAINT_LIMITS.descriptionMax };

/**
 * The shape the complaint form and the customer-service contact form share: a
 * honeypot, any fields of its own (`before`, given the Conform fields), a
 * required choice from a list, a long message, the form's errors, a note and
 * the submit button. Validated in the browser and again in the action.
 */
export function MessageForm<Schema extends z.ZodObject>({
  id,
  schema,
  lastResult,
  defaultValue,
  choice,
  message,
  submitLabel,
  before,
  after,
  className,
}: {
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: Record<string, string>;
  choice: { name: string; label: string; options: readonly SelectOption[] };
  message: { name: string; label: string; placeholder?: string };
  submitLabel: string;
  before?: (fields: Record<string, ConformField>) => ReactNode;
  after?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, conformFields] = useConformForm({ id, schema, lastResult, defaultValue: defaultValue as never });
  const fields = conformFields as unknown as Record<string, ConformField>;
  return (
    <Form method="post" {...getFormProps(form)} className={cn("flex flex-col gap-2", className)}>
      <HoneypotField />
      {before?.(fields)}
      <SelectField
        label={choice.label}
        field={fields[choice.name]!}
        placeholder={t("content.form.choose")}
        placeholderDisabled
        options={choice.options}
        errorValues={MESSAGE_LIMITS}
      />
      <TextareaField label={message.label} field={fields[message.name]!} placeholder={message.placeholder} errorValues={MESSAGE_LIMITS} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {after}
      <Button type="submit" className="mt-2 self-start" loading={navigation.state === "submitting"}>
        {submitLabel}
      </Button>
    </Form>
  );
}

export { MESSAGE_LIMITS };
