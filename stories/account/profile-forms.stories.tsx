import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ProfileDetailsForm, type EditableProfile } from "#app/components/account/profile-details-form.tsx";
import { ProfileInterestsForm } from "#app/components/account/profile-interests-form.tsx";
import { ProfileSection } from "#app/components/account/profile-section.tsx";
import { BlockedMembers, DataDownload, NotificationSettings, OwnReports } from "#app/components/account/safety-sections.tsx";
import { SafetyLinks } from "#app/components/members/safety-links.tsx";
import type { ProfileFieldsView } from "#app/forms/profile.ts";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useRootData } from "#app/root-data.ts";
import { members } from "../data.ts";

const profile: EditableProfile = {
  name: "Paul",
  gender: "male",
  date_of_birth: "1985-05-01",
  country: "GB",
  countryregion: "ENG",
  city: "Leeds",
  personal: { relationship: "divorced", eye_color: "" },
  texts: { about_me: "Fell runner, bad cook, good listener." },
};

const fieldsView: ProfileFieldsView = {
  countries: ["GB", "IE"],
  minAge: 18,
  selects: [
    {
      name: "relationship",
      label: "Relationship",
      options: [
        { value: "single", label: "Single" },
        { value: "divorced", label: "Divorced" },
        { value: "widowed", label: "Widowed" },
      ],
    },
    {
      name: "eye_color",
      label: "Eye colour",
      options: [
        { value: "blue", label: "Blue" },
        { value: "green", label: "Green" },
      ],
    },
  ],
  texts: [{ name: "about_me", label: "About me", placeholder: "What should others know about you?", maxLength: 1000 }],
};

const regions = {
  GB: [
    { id: "ENG", name: "England" },
    { id: "SCT", name: "Scotland" },
    { id: "WLS", name: "Wales" },
  ],
  IE: [{ id: "L", name: "Leinster" }],
};

const interests = ["hiking", "cooking", "travel", "music", "cinema", "dogs", "wine", "reading"].map((id) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
}));

/** /profile's details, interests and safety sections as the page stacks them, with a member's saved answers. */
function ProfileFormsPage() {
  const { t } = useTranslation();
  const { localeTag } = useRootData()!;
  return (
    <main className="mx-auto flex w-full max-w-page flex-col gap-6 px-gutter py-section">
      <ProfileSection id="details" title={t("my_profile.details_title")}>
        <ProfileDetailsForm
          profile={profile}
          fieldsView={fieldsView}
          regions={regions}
          showCity
          localeTag={localeTag}
          lastResult={undefined}
        />
      </ProfileSection>
      <ProfileSection id="interests" title={t("my_profile.interests_title")} description={t("my_profile.interests_description")}>
        <ProfileInterestsForm interests={interests} selected={["hiking", "dogs"]} lastResult={undefined} />
      </ProfileSection>
      <ProfileSection id="notifications" title={t("safety.profile.notifications_title")}>
        <NotificationSettings messageEmails />
      </ProfileSection>
      <ProfileSection id="blocked" title={t("safety.profile.blocked_title")}>
        <BlockedMembers
          blocked={[
            { id: 104, name: members[3]!.name, thumb: members[3]!.main_image!.thumb_filename, blocked_at: "2026-11-02T10:00:00.000Z" },
            { id: 999, name: "", thumb: null, blocked_at: "2026-10-12T10:00:00.000Z" },
          ]}
        />
      </ProfileSection>
      <ProfileSection id="reports" title={t("safety.profile.reports_title")}>
        <OwnReports
          localeTag={localeTag}
          reports={[
            { id: 1, profile: { id: 106, name: "Isabella" }, reason: "scam", status: "open", created_at: "2026-11-20T09:00:00.000Z" },
            { id: 2, profile: { id: 998, name: "" }, reason: "fake_profile", status: "actioned", created_at: "2026-10-01T09:00:00.000Z" },
          ]}
        />
      </ProfileSection>
      <ProfileSection id="data" title={t("safety.profile.data_title")}>
        <DataDownload />
      </ProfileSection>
    </main>
  );
}

const meta = { title: "Account/Profile forms", component: ProfileFormsPage, globals: { user: "member" } } satisfies Meta<
  typeof ProfileFormsPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const PageMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };

/** Another country offers its own regions; an emptied name is refused in the browser before anything is sent. */
export const EditDetails: Story = {
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByLabelText("Region");
    await expect(within(region).getByRole("option", { name: "Scotland" })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText("Country"), "IE");
    await waitFor(() => expect(within(canvas.getByLabelText("Region")).getByRole("option", { name: "Leinster" })).toBeInTheDocument());
    const name = canvas.getByLabelText("First name");
    await userEvent.clear(name);
    await userEvent.click(canvas.getAllByRole("button", { name: "Save" })[0]!);
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
  },
};

/** Interests are chips over checkboxes: the saved ones start chosen and a click toggles one. */
export const ToggleInterests: Story = {
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Hiking" })).toBeChecked();
    const wine = canvas.getByRole("checkbox", { name: "Wine" });
    await expect(wine).not.toBeChecked();
    await userEvent.click(canvas.getByText("Wine"));
    await expect(wine).toBeChecked();
  },
};

/** Nothing blocked or reported yet. */
export const EmptySafetySections: StoryObj<typeof BlockedMembers> = {
  render: () => (
    <main className="mx-auto flex w-full max-w-page flex-col gap-6 px-gutter py-section">
      <BlockedMembers blocked={[]} />
      <OwnReports reports={[]} localeTag="en-GB" />
    </main>
  ),
};

/** Below a profile and a chat: block or report this member (the report names the conversation). */
export const ProfileSafetyLinks: StoryObj<typeof SafetyLinks> = {
  render: () => (
    <div className="p-6">
      <SafetyLinks profileId={101} conversationId={11} />
    </div>
  ),
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("report-link")).toHaveAttribute("href", "/members/101/report?conversation=11");
    await expect(canvas.getByTestId("block-link")).toHaveAttribute("href", "/members/101/block");
  },
};
