import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/input.tsx";
import { formDefinitionOf, profileDetailsSchema, type ProfileFieldsView } from "#app/forms/profile.ts";
import { useErrorText } from "./form-message.tsx";
import { Select, Textarea } from "./profile-section.tsx";

export type EditableProfile = {
  name: string;
  gender: "male" | "female" | null;
  date_of_birth: string | null;
  country: string | null;
  countryregion: string | null;
  city: string | null;
  personal: Record<string, string>;
  texts: Record<string, string>;
};

export type Region = { id: string; name: string };

/** Name, gender, birth date, location, select fields and free texts: what the sign-up asked, editable. */
export function ProfileDetailsForm({
  profile,
  fieldsView,
  regions,
  showCity,
  localeTag,
  lastResult,
}: {
  profile: EditableProfile;
  fieldsView: ProfileFieldsView;
  regions: Record<string, Region[]>;
  showCity: boolean;
  localeTag: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const schema = useMemo(() => profileDetailsSchema(formDefinitionOf(fieldsView)), [fieldsView]);
  const [form, fields] = useForm({
    id: "profile-details",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: {
      name: profile.name,
      gender: profile.gender ?? "",
      date_of_birth: profile.date_of_birth ?? "",
      country: profile.country && fieldsView.countries.includes(profile.country) ? profile.country : "",
      countryregion: profile.countryregion ?? "",
      city: profile.city ?? "",
      personal: profile.personal,
      texts: profile.texts,
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [country, setCountry] = useState(String(fields.country.initialValue ?? ""));
  const countryNames = useMemo(() => new Intl.DisplayNames([localeTag], { type: "region" }), [localeTag]);
  const personal = fields.personal.getFieldset();
  const texts = fields.texts.getFieldset();
  const today = new Date();
  const latestBirthDate = new Date(Date.UTC(today.getUTCFullYear() - fieldsView.minAge, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
  const earliestBirthDate = `${today.getUTCFullYear() - 100}-01-01`;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "details";
  const countryRegions = regions[country] ?? [];
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="details" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t("my_profile.name")} htmlFor={fields.name.id} error={errorText(fields.name.errors)} errorId={fields.name.errorId}>
          <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="given-name" maxLength={150} />
        </Field>
        <Field label={t("my_profile.gender")} htmlFor={fields.gender.id} error={errorText(fields.gender.errors)} errorId={fields.gender.errorId}>
          <Select {...getSelectProps(fields.gender)}>
            <option value="">{t("my_profile.not_set")}</option>
            <option value="male">{t("my_profile.gender_male")}</option>
            <option value="female">{t("my_profile.gender_female")}</option>
          </Select>
        </Field>
        <Field
          label={t("my_profile.date_of_birth")}
          htmlFor={fields.date_of_birth.id}
          error={errorText(fields.date_of_birth.errors)}
          errorId={fields.date_of_birth.errorId}
        >
          <Input {...getInputProps(fields.date_of_birth, { type: "date" })} min={earliestBirthDate} max={latestBirthDate} />
        </Field>
        {fieldsView.countries.length > 1 ? (
          <Field label={t("my_profile.country")} htmlFor={fields.country.id} error={errorText(fields.country.errors)} errorId={fields.country.errorId}>
            <Select {...getSelectProps(fields.country)} onChange={(event) => setCountry(event.currentTarget.value)}>
              <option value="">{t("my_profile.choose_country")}</option>
              {fieldsView.countries.map((code) => (
                <option key={code} value={code}>
                  {countryNames.of(code) ?? code}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <input type="hidden" name={fields.country.name} value={fieldsView.countries[0]} />
        )}
        <Field
          label={t("my_profile.region")}
          htmlFor={fields.countryregion.id}
          error={errorText(fields.countryregion.errors)}
          errorId={fields.countryregion.errorId}
        >
          <Select {...getSelectProps(fields.countryregion)} key={country} disabled={countryRegions.length === 0}>
            <option value="">{t("my_profile.not_set")}</option>
            {countryRegions.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </Select>
        </Field>
        {showCity ? (
          <Field label={t("my_profile.city")} htmlFor={fields.city.id} error={errorText(fields.city.errors)} errorId={fields.city.errorId}>
            <Input {...getInputProps(fields.city, { type: "text" })} maxLength={255} autoComplete="address-level2" />
          </Field>
        ) : null}
        {fieldsView.selects.map((definition) => {
          const field = personal[definition.name]!;
          return (
            <Field key={definition.name} label={definition.label} htmlFor={field.id} error={errorText(field.errors)} errorId={field.errorId}>
              <Select {...getSelectProps(field)}>
                <option value="">{t("my_profile.not_set")}</option>
                {definition.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
          );
        })}
      </div>
      {fieldsView.texts.map((definition) => {
        const field = texts[definition.name]!;
        return (
          <Field key={definition.name} label={definition.label} htmlFor={field.id} error={errorText(field.errors)} errorId={field.errorId}>
            <Textarea {...getTextareaProps(field)} placeholder={definition.placeholder} maxLength={definition.maxLength} />
          </Field>
        );
      })}
      <div>
        <Button type="submit" loading={busy}>
          {t("my_profile.save_details")}
        </Button>
      </div>
    </Form>
  );
}
