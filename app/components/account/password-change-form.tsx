import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/input.tsx";
import { PasswordChangeSchema } from "#app/forms/account.ts";
import { FormMessage, useErrorText } from "./form-message.tsx";
import { useIntentForm } from "./use-intent-form.ts";

export function PasswordChangeForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, fields, busy } = useIntentForm("change-password", PasswordChangeSchema, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="change-password" />
      <Field
        label={t("my_profile.current_password")}
        htmlFor={fields.currentPassword.id}
        error={errorText(fields.currentPassword.errors)}
        errorId={fields.currentPassword.errorId}
      >
        <Input {...getInputProps(fields.currentPassword, { type: "password" })} autoComplete="current-password" />
      </Field>
      <Field label={t("my_profile.new_password")} htmlFor={fields.newPassword.id} error={errorText(fields.newPassword.errors)} errorId={fields.newPassword.errorId}>
        <Input {...getInputProps(fields.newPassword, { type: "password" })} autoComplete="new-password" />
      </Field>
      {form.errors?.length ? (
        <FormMessage id={form.errorId} className="sm:col-span-2 mb-2">
          {errorText(form.errors)}
        </FormMessage>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" loading={busy}>
          {t("my_profile.change_password")}
        </Button>
      </div>
    </Form>
  );
}
