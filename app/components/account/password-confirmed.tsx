import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormErrors, InputField, type ConformField } from "#app/components/ui/field.tsx";
import { cn } from "#app/components/ui/cn.ts";

/**
 * The end of every /profile form that needs the current password (e-mail change,
 * password change, deletion): the password, the form's errors (wrong password,
 * rate limit) and the submit button, with any further actions beside it.
 */
export function PasswordConfirmedSubmit({
  form,
  field,
  submitLabel,
  busy,
  variant = "primary",
  wide = false,
  children,
}: {
  form: Pick<FormMetadata, "errorId" | "errors">;
  field: ConformField;
  submitLabel: ReactNode;
  busy: boolean;
  variant?: "primary" | "danger";
  /** In a two-column form grid, errors and buttons span both columns. */
  wide?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <InputField label={t("my_profile.current_password")} field={field} type="password" autoComplete="current-password" />
      <FormErrors id={form.errorId} errors={form.errors} className={cn("mb-2", wide && "sm:col-span-2")} />
      <div className={cn("flex flex-wrap gap-2", wide && "sm:col-span-2")}>
        <Button type="submit" variant={variant} loading={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
  );
}
