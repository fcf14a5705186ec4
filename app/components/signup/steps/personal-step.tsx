import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import { Select } from "#app/components/ui/select.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { checkDateOfBirth, isIncompleteDateOfBirth } from "#app/forms/signup-profile-rules.ts";
import { useSite } from "#app/root-data.ts";
import type { PublicUser } from "#app/user.ts";
import { DateOfBirthPicker } from "./date-of-birth-picker.tsx";
import { StepLayout } from "./step-layout.tsx";

export type ProfileField =
  | { name: string; type: "select"; label: string; visible: boolean; options: { value: string; label: string }[] }
  | { name: string; type: "text"; label: string; placeholder: string; visible: boolean; max_length: number };

/** The profile definition of `GET /api/profile_fields.php`, loaded once per mount. */
export function useProfileFields() {
  const [fields, setFields] = useState<ProfileField[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ fields: ProfileField[] }>("/api/profile_fields.php", { signal: controller.signal })
      .then((answer) => setFields(answer.fields))
      .catch((error) => {
        if (!controller.signal.aborted) {
          console.error("loading profile fields failed", error);
          setFields([]);
        }
      });
    return () => controller.abort();
  }, []);
  return fields;
}

/**
 * Step 4: gender, date of birth (shown as age) and the site's visible select
 * fields with their allowed values. All optional; a birth date, when given, must
 * be real and old enough.
 */
export function PersonalStep({ user, onDone }: { user: PublicUser | null; onDone: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const fields = useProfileFields();
  const profile = user?.profile;
  const [gender, setGender] = useState<string>(profile?.gender ?? "");
  const [dateOfBirth, setDateOfBirth] = useState(profile?.date_of_birth ?? "");
  const [personal, setPersonal] = useState<Record<string, string>>(profile?.personal ?? {});
  const [dobError, setDobError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const selects = (fields ?? []).filter(
    (field): field is Extract<ProfileField, { type: "select" }> => field.type === "select" && field.visible,
  );

  function validateDob(value: string) {
    const problem = value ? checkDateOfBirth(value, site.min_age) : null;
    const message = !problem
      ? null
      : problem === "too_young"
        ? t("signup_flow.personal.date_of_birth_error", { min_age: site.min_age })
        : t("signup_flow.personal.date_invalid");
    setDobError(message);
    return message;
  }

  async function save() {
    if (validateDob(dateOfBirth)) return;
    setSaving(true);
    try {
      await apiFetch("/api/user.php", {
        method: "PUT",
        body: {
          gender: gender === "male" || gender === "female" ? gender : null,
          date_of_birth: dateOfBirth || null,
          personal: Object.fromEntries(selects.map((field) => [field.name, personal[field.name] || null])),
        },
      });
      onDone();
    } catch (error) {
      console.error("saving personal info failed", error);
      if (error instanceof ApiRequestError && error.code === "invalid_date_of_birth") {
        setDobError(error.message);
        setSaving(false);
        return;
      }
      onDone();
    }
  }

  return (
    <StepLayout
      step={4}
      title={t("signup_flow.personal.title")}
      intro={t("signup_flow.personal.text")}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={onDone} disabled={saving}>
            {t("signup_flow.personal.skip")}
          </Button>
          <Button type="button" onClick={save} loading={saving} disabled={!!dobError}>
            {t("signup_flow.personal.save")}
          </Button>
        </>
      }
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
          <legend className="mb-1.5 label-text font-medium">{t("signup_flow.personal.gender")}</legend>
          <div className="flex gap-3">
            {(["female", "male"] as const).map((option) => (
              <label
                key={option}
                className="flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium lavish:rounded-none"
              >
                <input
                  type="radio"
                  name="gender"
                  value={option}
                  checked={gender === option}
                  onChange={() => setGender(option)}
                  className="accent-[var(--t-color-primary)]"
                />
                {t(`signup_flow.personal.${option}`)}
              </label>
            ))}
          </div>
          <div className="min-h-5" />
        </fieldset>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <span id="signup-dob-label" className="label-text font-medium">
            {t("signup_flow.personal.date_of_birth")}
          </span>
          <DateOfBirthPicker
            id="signup-dob"
            value={dateOfBirth}
            minAge={site.min_age}
            error={dobError}
            onChange={(value) => {
              setDateOfBirth(value);
              // Lazy: a date still being chosen is judged on save.
              if (value && !isIncompleteDateOfBirth(value)) validateDob(value);
              else setDobError(null);
            }}
          />
        </div>
        {selects.map((field) => (
          <Field key={field.name} label={field.label} htmlFor={`signup-${field.name}`}>
            <Select
              id={`signup-${field.name}`}
              name={field.name}
              value={personal[field.name] ?? ""}
              onChange={(event) => setPersonal({ ...personal, [field.name]: event.currentTarget.value })}
              placeholder={t("signup_flow.personal.select_none")}
              options={field.options}
            />
          </Field>
        ))}
      </div>
    </StepLayout>
  );
}
