import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { InputField } from "#app/components/ui/field.tsx";
import { COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, ComplaintSchema } from "#app/forms/complaint.ts";
import { MESSAGE_LIMITS, MessageForm } from "./message-form.tsx";

export type ComplaintDefaults = { name: string; email: string; concerns: string };

/** The public complaint form: who complains, about what, the category and the description. */
export function ComplaintForm({
  lastResult,
  defaults,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: ComplaintDefaults;
}) {
  const { t } = useTranslation();
  return (
    <MessageForm
      id="complaint"
      schema={ComplaintSchema}
      lastResult={lastResult}
      defaultValue={defaults}
      choice={{
        name: "category",
        label: t("content.complaints.form.category"),
        options: COMPLAINT_CATEGORIES.map((category) => ({ value: category, label: t(`content.complaints.categories.${category}`) })),
      }}
      message={{
        name: "description",
        label: t("content.complaints.form.description"),
        placeholder: t("content.complaints.form.description_placeholder"),
      }}
      submitLabel={t("content.complaints.form.submit")}
      className="relative rounded-card border border-card-border bg-card p-card shadow-card"
      before={(fields) => (
        <>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <InputField
              label={t("content.complaints.form.name")}
              field={fields.name!}
              errorValues={{ ...MESSAGE_LIMITS, max: COMPLAINT_LIMITS.nameMax }}
              autoComplete="name"
            />
            <InputField label={t("content.complaints.form.email")} field={fields.email!} type="email" autoComplete="email" />
          </div>
          <InputField
            label={t("content.complaints.form.concerns")}
            field={fields.concerns!}
            errorValues={{ ...MESSAGE_LIMITS, max: COMPLAINT_LIMITS.concernsMax }}
            placeholder={t("content.complaints.form.concerns_placeholder")}
          />
        </>
      )}
      after={<p className="text-sm text-muted-foreground">{t("content.complaints.form.privacy_note")}</p>}
    />
  );
}
