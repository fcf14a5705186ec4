import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { formReadsKept, formStateOf } from "#app/framework/use-conform-form.ts";

/** A chip's classes: the same for every interest, resolved once. */
const CHIP = cn(
  "inline-flex cursor-pointer items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm",
  "has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 lavish:rounded-none lavish:has-[:checked]:bg-accent",
);

const FORM_ID = "profile-interests";

/** Interests as toggle chips (checkboxes underneath), saved together. */
export function ProfileInterestsForm({
  interests,
  selected,
  lastResult,
}: {
  interests: { id: string; name: string }[];
  selected: string[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [conformForm] = useForm({ id: FORM_ID, lastResult: navigation.state === "idle" ? lastResult : undefined });
  // On the server, the form's metadata read once per property, as every other form's is (decision 131).
  const form = import.meta.env.SSR ? formReadsKept(conformForm, FORM_ID, formStateOf(conformForm)) : conformForm;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "interests";
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="interests" />
      <fieldset>
        <legend className="sr-only">{t("my_profile.interests_title")}</legend>
        <ul className="flex flex-wrap gap-2">
          {interests.map((interest) => (
            <li key={interest.id}>
              <label className={CHIP}>
                <input
                  type="checkbox"
                  name="interests"
                  value={interest.id}
                  defaultChecked={selected.includes(interest.id)}
                  className="accent-primary"
                />
                {interest.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {form.errors?.length ? (
        <p role="alert" className="text-sm text-destructive">
          {t("my_profile.errors.choose_option")}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy}>
          {t("my_profile.save_interests")}
        </Button>
      </div>
    </Form>
  );
}
