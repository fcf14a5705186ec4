import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/honeypot.tsx";
import { Field, Input } from "#app/components/ui/input.tsx";
import { COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, ComplaintSchema, type ComplaintInput } from "#app/forms/complaint.ts";
import { Select, Textarea } from "./form-controls.tsx";

export type ComplaintDefaults = { name: string; email: string; concerns: string };

/** The public complaint form (validated in the browser and again in the action). */
export function ComplaintForm({ lastResult, defaults }: { lastResult: SubmissionResult<string[]> | undefined; defaults: ComplaintDefaults }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<ComplaintInput>({
    id: "complaint",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(ComplaintSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ComplaintSchema }),
  });
  const limits = { min: COMPLAINT_LIMITS.descriptionMin, max: COMPLAINT_LIMITS.descriptionMax };
  const errorText = (errors: string[] | undefined, max?: number) => (errors?.[0] ? t(errors[0], max ? { ...limits, max } : limits) : null);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="relative flex flex-col gap-2 rounded-card border border-card-border bg-card p-card shadow-card"
    >
      <HoneypotField />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t("content.complaints.form.name")} htmlFor={fields.name.id} error={errorText(fields.name.errors, COMPLAINT_LIMITS.nameMax)} errorId={fields.name.errorId}>
          <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
        </Field>
        <Field label={t("content.complaints.form.email")} htmlFor={fields.email.id} error={errorText(fields.email.errors)} errorId={fields.email.errorId}>
          <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </Field>
      </div>
      <Field
        label={t("content.complaints.form.concerns")}
        htmlFor={fields.concerns.id}
        error={errorText(fields.concerns.errors, COMPLAINT_LIMITS.concernsMax)}
        errorId={fields.concerns.errorId}
      >
        <Input {...getInputProps(fields.concerns, { type: "text" })} placeholder={t("content.complaints.form.concerns_placeholder")} />
      </Field>
      <Field label={t("content.complaints.form.category")} htmlFor={fields.category.id} error={errorText(fields.category.errors)} errorId={fields.category.errorId}>
        <Select {...getSelectProps(fields.category)} defaultValue={fields.category.initialValue ?? ""}>
          <option value="" disabled>
            {t("content.form.choose")}
          </option>
          {COMPLAINT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`content.complaints.categories.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t("content.complaints.form.description")}
        htmlFor={fields.description.id}
        error={errorText(fields.description.errors)}
        errorId={fields.description.errorId}
      >
        <Textarea {...getTextareaProps(fields.description)} placeholder={t("content.complaints.form.description_placeholder")} />
      </Field>
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" data-slot="form-error" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {t(form.errors[0]!)}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t("content.complaints.form.privacy_note")}</p>
      <Button type="submit" className="mt-2 self-start" loading={navigation.state === "submitting"}>
        {t("content.complaints.form.submit")}
      </Button>
    </Form>
  );
}
