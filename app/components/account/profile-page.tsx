import type { SubmissionResult } from "@conform-to/react";
import type { ComponentProps } from "react";
import { CompletenessMeter } from "#app/components/account/completeness-meter.tsx";
import { DeleteAccount } from "#app/components/account/delete-account.tsx";
import { EmailChangeForm } from "#app/components/account/email-change-form.tsx";
import { PasswordChangeForm } from "#app/components/account/password-change-form.tsx";
import { ProfileDetailsForm } from "#app/components/account/profile-details-form.tsx";
import { ProfileInterestsForm } from "#app/components/account/profile-interests-form.tsx";
import { ProfilePhotos } from "#app/components/account/profile-photos.tsx";
import { ProfileSection } from "#app/components/account/profile-section.tsx";
import { BlockedMembers, DataDownload, NotificationSettings, OwnReports } from "#app/components/account/safety-sections.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { unpackAllRegions, type PackedRegions } from "#app/profiles/packed-regions.ts";
import { KeptFragment } from "#app/framework/kept-fragment.tsx";
import { usePackedSite, useRootData } from "#app/root-data.ts";
import { useLocation } from "react-router";

/** Which of the page's forms was posted. */
export type ProfileIntent =
  "details" | "interests" | "photo" | "change-email" | "change-password" | "delete-account" | "unblock" | "notifications";
/** The profile route's answer: the posted form's outcome. */
export type ProfileActionData = { intent: ProfileIntent; result: SubmissionResult<string[]> };

type Details = ComponentProps<typeof ProfileDetailsForm>;
type Photos = ComponentProps<typeof ProfilePhotos>;

export type ProfilePageProps = {
  own: {
    email: string;
    confirmed: boolean;
    photos: Photos["photos"];
    moderation: { rejectedPhotos: NonNullable<Photos["rejected"]>; textsRejectReason: string | null; textsStatus: string };
    profile: Details["profile"];
  };
  fieldsView: Details["fieldsView"];
  /** The regions of the country the details form starts on, packed as the route sends them (decisions 126, 139). */
  regions: PackedRegions;
  showCity: boolean;
  interests: ComponentProps<typeof ProfileInterestsForm>["interests"];
  selectedInterests: ComponentProps<typeof ProfileInterestsForm>["selected"];
  pendingEmail: ComponentProps<typeof EmailChangeForm>["pendingEmail"];
  blocked: ComponentProps<typeof BlockedMembers>["blocked"];
  reports: ComponentProps<typeof OwnReports>["reports"];
  messageEmails: boolean;
  deleteDiscount: ComponentProps<typeof DeleteAccount>["deleteDiscount"];
  /** The completeness meter's figures, where the theme shows it. */
  completeness: ComponentProps<typeof CompletenessMeter> | null;
  actionData?: ProfileActionData;
};

/** /profile: the member's own account and profile, section by section, each form with its last answer. */
export function ProfilePage({ actionData, ...loaderData }: ProfilePageProps) {
  const { t } = useTranslation();
  const root = useRootData()!;
  const { own } = loaderData;
  // (The compiler memoizes it per packed value: unpacked once per page's data.)
  const regions = unpackAllRegions(loaderData.regions);
  const resultFor = (intent: ProfileIntent) => (actionData?.intent === intent ? actionData.result : undefined);
  // Sections that are the same for every member of the site in this language are rendered once on the server and
  // then sent as they were (decision 136). Not on a page with a query (the forms' action carries it), nor for a form
  // with an answer to show.
  const packedSite = usePackedSite();
  const { search } = useLocation();
  const sameForAll = (section: string, when: boolean, variant = "") => ({
    keyedBy: when && packedSite && search === "" ? packedSite : "",
    variant: `${root.language}\n${section}\n${variant}`,
  });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" data-testid="my-profile">
      <PageHeading title={t("my_profile.title")}>{t("my_profile.intro")}</PageHeading>
      {loaderData.completeness ? <CompletenessMeter {...loaderData.completeness} /> : null}
      <ProfileSection id="account" title={t("my_profile.email_title")} description={t("my_profile.email_description")}>
        <EmailChangeForm
          email={own.email}
          confirmed={own.confirmed}
          pendingEmail={loaderData.pendingEmail}
          lastResult={resultFor("change-email")}
          keptAs={sameForAll("email", resultFor("change-email") === undefined)}
        />
      </ProfileSection>
      <ProfileSection id="photos" title={t("my_profile.photos_title")} description={t("my_profile.photos_description")}>
        <ProfilePhotos photos={own.photos} rejected={own.moderation.rejectedPhotos} />
        {actionData?.intent === "photo" && actionData.result.status === "error" ? (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {t("my_profile.photo_not_found")}
          </p>
        ) : null}
      </ProfileSection>
      <ProfileSection id="details" title={t("my_profile.details_title")}>
        {own.moderation.textsRejectReason !== null ? (
          <p role="status" data-slot="texts-rejected" className="mb-3 rounded-control border border-destructive/40 p-3 text-sm break-words">
            {t("my_profile.texts_rejected", { reason: own.moderation.textsRejectReason })}
          </p>
        ) : own.moderation.textsStatus === "pending" ? (
          <p role="status" data-slot="texts-pending" className="mb-3 text-sm text-muted-foreground">
            {t("my_profile.texts_pending")}
          </p>
        ) : null}
        <ProfileDetailsForm
          profile={own.profile}
          fieldsView={loaderData.fieldsView}
          regions={regions}
          showCity={loaderData.showCity}
          localeTag={root.localeTag}
          lastResult={resultFor("details")}
        />
      </ProfileSection>
      <ProfileSection id="interests" title={t("my_profile.interests_title")} description={t("my_profile.interests_description")}>
        <ProfileInterestsForm
          interests={loaderData.interests}
          selected={loaderData.selectedInterests}
          lastResult={resultFor("interests")}
        />
      </ProfileSection>
      <KeptFragment {...sameForAll("password", resultFor("change-password") === undefined)}>
        <ProfileSection id="password" title={t("my_profile.password_title")} description={t("my_profile.password_description")}>
          <PasswordChangeForm lastResult={resultFor("change-password")} />
        </ProfileSection>
      </KeptFragment>
      <KeptFragment {...sameForAll("notifications", true, String(loaderData.messageEmails))}>
        <ProfileSection
          id="notifications"
          title={t("safety.profile.notifications_title")}
          description={t("safety.profile.notifications_description")}
        >
          <NotificationSettings messageEmails={loaderData.messageEmails} />
        </ProfileSection>
      </KeptFragment>
      {/* The lists when empty, and the data download: the same for every member. */}
      <KeptFragment {...sameForAll("blocked", loaderData.blocked.length === 0)}>
        <ProfileSection id="blocked" title={t("safety.profile.blocked_title")} description={t("safety.profile.blocked_description")}>
          <BlockedMembers blocked={loaderData.blocked} />
        </ProfileSection>
      </KeptFragment>
      <KeptFragment {...sameForAll("reports", loaderData.reports.length === 0)}>
        <ProfileSection id="reports" title={t("safety.profile.reports_title")} description={t("safety.profile.reports_description")}>
          <OwnReports reports={loaderData.reports} localeTag={root.localeTag} />
        </ProfileSection>
      </KeptFragment>
      <KeptFragment {...sameForAll("data", true)}>
        <ProfileSection id="data" title={t("safety.profile.data_title")} description={t("safety.profile.data_description")}>
          <DataDownload />
        </ProfileSection>
      </KeptFragment>
      <ProfileSection id="delete" title={t("delete_account.title")} description={t("delete_account.description")}>
        <DeleteAccount deleteDiscount={loaderData.deleteDiscount} lastResult={resultFor("delete-account")} />
      </ProfileSection>
    </div>
  );
}
