import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Form } from "react-router";
import { InputField } from "#app/components/ui/field.tsx";
import { PasswordChangeSchema } from "#app/forms/account.ts";
import { PasswordConfirmedSubmit } from "./password-confirmed.tsx";
import { useIntentForm } from "./use-intent-form.ts";

export function PasswordChangeForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const { form, fields, busy } = useIntentForm("change-password", PasswordChangeSchema, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="change-password" />
      <InputField label={t("my_profile.new_password")} field={fields.newPassword} type="password" autoComplete="new-password" />
      <PasswordConfirmedSubmit form={form} field={fields.currentPassword} submitLabel={t("my_profile.change_password")} busy={busy} wide />
    </Form>
  );
}
