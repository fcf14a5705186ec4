import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ComponentProps } from "react";
import { KeptFragment } from "#app/framework/kept-fragment.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Form } from "react-router";
import { InputField } from "#app/components/ui/field.tsx";
import { EmailChangeSchema } from "#app/forms/account.ts";
import { FormMessage } from "./form-message.tsx";
import { PasswordConfirmedSubmit } from "./password-confirmed.tsx";
import { useIntentForm } from "./use-intent-form.ts";

/** The address and its state, and the form that starts a change (a confirmation link goes to the new address). */
export function EmailChangeForm({
  email,
  confirmed,
  pendingEmail,
  lastResult,
  keptAs,
}: {
  email: string;
  confirmed: boolean;
  pendingEmail: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
  /**
   * The form without an answer is the same for every member of a site in a language: the page may keep it
   * (`KeptFragment`, decision 136) under this key. The address and its state above it are the member's own.
   */
  keptAs?: Omit<ComponentProps<typeof KeptFragment>, "children">;
}) {
  const { t } = useTranslation();
  const form = <NewEmailForm lastResult={lastResult} />;
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <dt className="sr-only">{t("my_profile.email")}</dt>
        <dd className="font-medium" data-testid="profile-email">
          {email}
        </dd>
        <dd>
          <span
            data-testid="email-state"
            data-confirmed={confirmed || undefined}
            className={
              confirmed
                ? "rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-foreground"
                : "rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive"
            }
          >
            {t(confirmed ? "my_profile.email_confirmed" : "my_profile.email_not_confirmed")}
          </span>
        </dd>
      </dl>
      {pendingEmail ? <FormMessage tone="info">{t("mail_change.pending", { email: pendingEmail })}</FormMessage> : null}
      {keptAs ? <KeptFragment {...keptAs}>{form}</KeptFragment> : form}
    </div>
  );
}

/** The new address and the current password that confirms it. */
function NewEmailForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const { form, fields, busy } = useIntentForm("change-email", EmailChangeSchema, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="change-email" />
      <InputField label={t("mail_change.new_email")} field={fields.email} type="email" autoComplete="email" />
      <PasswordConfirmedSubmit form={form} field={fields.currentPassword} submitLabel={t("mail_change.submit")} busy={busy} wide />
    </Form>
  );
}
