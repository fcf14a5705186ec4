import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextField } from "./admin-ui.tsx";

export type PoolProfileValues = {
  name: string;
  gender: string | null;
  dateOfBirth: string | null;
  country: string | null;
  city: string | null;
  aboutMe: string;
  fictional: boolean;
};

/** The fields of a pool profile (new or edited); `sites` adds the site choice of a new one. */
export function PoolProfileForm({
  values,
  countries,
  sites,
  intent,
  submitLabel,
}: {
  values?: PoolProfileValues;
  countries: string[];
  sites?: { id: string; name: string }[];
  intent: string;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {sites ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="field-siteId">Site</Label>
          <Select id="field-siteId" name="siteId" required options={sites.map((site) => ({ value: site.id, label: site.name }))} />
        </div>
      ) : null}
      <TextField name="name" label="Name" required defaultValue={values?.name} />
      <div className="flex flex-col gap-1">
        <Label htmlFor="field-gender">Gender</Label>
        <Select
          id="field-gender"
          name="gender"
          defaultValue={values?.gender ?? "female"}
          options={[
            { value: "female", label: "female" },
            { value: "male", label: "male" },
          ]}
        />
      </div>
      <TextField name="dateOfBirth" label="Date of birth" type="date" required defaultValue={values?.dateOfBirth} />
      <div className="flex flex-col gap-1">
        <Label htmlFor="field-country">Country</Label>
        <Select
          id="field-country"
          name="country"
          defaultValue={values?.country ?? countries[0]}
          options={countries.map((c) => ({ value: c, label: c }))}
        />
      </div>
      <TextField name="city" label="City" defaultValue={values?.city} />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" name="fictional" defaultChecked={values?.fictional ?? true} /> Fictional (members see the site&apos;s marker)
      </label>
      <div className="sm:col-span-2">
        <TextField name="aboutMe" label="About me" multiline defaultValue={values?.aboutMe} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={navigation.state === "submitting" && navigation.formData?.get("intent") === intent}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
