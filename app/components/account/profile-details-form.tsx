import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { regionName } from "#app/i18n/display-names.ts";
import { useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { InputField, SelectField, TextareaField } from "#app/components/ui/field.tsx";
import { useConformForm } from "#app/framework/use-conform-form.ts";
import { CITY_MAX_LENGTH, NAME_MAX_LENGTH } from "#app/forms/messages.ts";
import { formCountryOf, profileDetailsSchemaFor, type ProfileFieldsView } from "#app/forms/profile.ts";
import type { Region } from "#app/profiles/packed-regions.ts";
import { useCountryRegions } from "#app/profiles/use-country-regions.ts";

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
  /** The regions the page brought, by country (the member's own); another country's are asked for once chosen. */
  regions: Readonly<Record<string, readonly Region[]>>;
  showCity: boolean;
  localeTag: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const schema = profileDetailsSchemaFor(fieldsView);
  const [form, fields] = useConformForm({
    id: "profile-details",
    schema,
    lastResult,
    defaultValue: {
      name: profile.name,
      gender: profile.gender ?? "",
      date_of_birth: profile.date_of_birth ?? "",
      country: formCountryOf(profile.country, fieldsView.countries),
      countryregion: profile.countryregion ?? "",
      city: profile.city ?? "",
      personal: profile.personal,
      texts: profile.texts,
    },
  });
  const [country, setCountry] = useState(String(fields.country.initialValue ?? ""));
  const personal = fields.personal.getFieldset();
  const texts = fields.texts.getFieldset();
  const today = new Date();
  const latestBirthDate = new Date(Date.UTC(today.getUTCFullYear() - fieldsView.minAge, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
  const earliestBirthDate = `${today.getUTCFullYear() - 100}-01-01`;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "details";
  const countryRegions = useCountryRegions(country, regions);
  const genderOptions = [
    { value: "male", label: t("my_profile.gender_male") },
    { value: "female", label: t("my_profile.gender_female") },
  ];
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="details" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField label={t("my_profile.name")} field={fields.name} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        <SelectField label={t("my_profile.gender")} field={fields.gender} placeholder={t("my_profile.not_set")} options={genderOptions} />
        <InputField
          label={t("my_profile.date_of_birth")}
          field={fields.date_of_birth}
          type="date"
          min={earliestBirthDate}
          max={latestBirthDate}
        />
        {fieldsView.countries.length > 1 ? (
          <SelectField
            label={t("my_profile.country")}
            field={fields.country}
            placeholder={t("my_profile.choose_country")}
            options={fieldsView.countries.map((code) => ({ value: code, label: regionName(code, localeTag) }))}
            onChange={(event) => setCountry(event.currentTarget.value)}
          />
        ) : (
          <input type="hidden" name={fields.country.name} value={fieldsView.countries[0]} />
        )}
        <SelectField
          key={country}
          label={t("my_profile.region")}
          field={fields.countryregion}
          placeholder={t("my_profile.not_set")}
          options={countryRegions.map((region) => ({ value: region.id, label: region.name }))}
          disabled={countryRegions.length === 0}
        />
        {showCity ? (
          <InputField label={t("my_profile.city")} field={fields.city} maxLength={CITY_MAX_LENGTH} autoComplete="address-level2" />
        ) : null}
        {fieldsView.selects.map((definition) => (
          <SelectField
            key={definition.name}
            label={definition.label}
            field={personal[definition.name]!}
            placeholder={t("my_profile.not_set")}
            options={definition.options}
          />
        ))}
      </div>
      {fieldsView.texts.map((definition) => (
        <TextareaField
          key={definition.name}
          label={definition.label}
          field={texts[definition.name]!}
          placeholder={definition.placeholder}
          maxLength={definition.maxLength}
        />
      ))}
      <div>
        <Button type="submit" loading={busy}>
          {t("my_profile.save_details")}
        </Button>
      </div>
    </Form>
  );
}
