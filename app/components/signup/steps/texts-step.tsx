import { useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { apiFetch } from "#app/api/client.ts";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { PublicUser } from "#app/user.ts";
import { useProfileFields, type ProfileField } from "./personal-step.tsx";
import { StepLayout } from "./step-layout.tsx";

/** Step 5: the free texts (about me, looking for), saved with `lastSignupStep: true`, as is continuing without them. */
export function TextsStep({ user, onDone }: { user: PublicUser | null; onDone: () => void }) {
  const { t } = useTranslation();
  const fields = useProfileFields();
  const [texts, setTexts] = useState<Record<string, string>>(user?.profile.texts ?? {});
  const [saving, setSaving] = useState<"save" | "skip" | null>(null);
  const notes = (fields ?? []).filter((field): field is Extract<ProfileField, { type: "text" }> => field.type === "text" && field.visible);

  async function finish(withTexts: boolean) {
    setSaving(withTexts ? "save" : "skip");
    const body = withTexts
      ? { texts: Object.fromEntries(notes.map((field) => [field.name, texts[field.name]?.trim() || null])), lastSignupStep: true }
      : { lastSignupStep: true };
    await apiFetch("/api/user.php", { method: "PUT", body }).catch((error) => console.error("saving texts failed", error));
    onDone();
  }

  return (
    <StepLayout
      step={5}
      title={t("signup_flow.texts.title")}
      intro={t("signup_flow.texts.text")}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={() => finish(false)} loading={saving === "skip"} disabled={!!saving}>
            {t("signup_flow.texts.skip")}
          </Button>
          <Button type="button" onClick={() => finish(true)} loading={saving === "save"} disabled={!!saving}>
            {t("signup_flow.texts.save")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-1">
        {notes.map((field) => (
          <Field key={field.name} label={field.label} htmlFor={`signup-${field.name}`}>
            <Textarea
              id={`signup-${field.name}`}
              name={field.name}
              maxLength={field.max_length}
              placeholder={field.placeholder}
              value={texts[field.name] ?? ""}
              onChange={(event) => setTexts({ ...texts, [field.name]: event.currentTarget.value })}
            />
          </Field>
        ))}
      </div>
    </StepLayout>
  );
}
