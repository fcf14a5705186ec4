import type { Meta, StoryObj } from "@storybook/react-vite";
import { CompletenessMeter } from "#app/components/account/completeness-meter.tsx";
import { EmailChangeForm } from "#app/components/account/email-change-form.tsx";
import { AccountCard, FormMessage } from "#app/components/account/form-message.tsx";
import { PasswordChangeForm } from "#app/components/account/password-change-form.tsx";
import { ProfilePhotos } from "#app/components/account/profile-photos.tsx";
import { ProfileSection } from "#app/components/account/profile-section.tsx";
import { DeleteAccount } from "#app/components/account/delete-account.tsx";
import { members } from "../data.ts";

const photos = members.slice(0, 3).map((m, index) => ({ id: index + 1, thumb_filename: m.main_image!.thumb_filename, main: index === 0 }));

/** /profile's account sections as the page stacks them, for a member whose profile is 70 % complete. */
function OwnProfilePage() {
  return (
    <main className="mx-auto flex w-full max-w-page flex-col gap-6 px-gutter py-section">
      <h1 className="text-heading-page">My profile</h1>
      <CompletenessMeter percent={70} missing={["about", "interests"]} />
      <ProfileSection id="photos" title="Photos" description="Your main photo is the one others see first.">
        <ProfilePhotos photos={photos} />
      </ProfileSection>
      <ProfileSection id="email" title="E-mail address">
        <EmailChangeForm email="paid@example.com" confirmed pendingEmail={null} lastResult={undefined} />
      </ProfileSection>
      <ProfileSection id="password" title="Password">
        <PasswordChangeForm lastResult={undefined} />
      </ProfileSection>
      <ProfileSection id="delete" title="Delete account">
        <DeleteAccount deleteDiscount={30} lastResult={undefined} />
      </ProfileSection>
    </main>
  );
}

const meta = { title: "Account/Own profile", component: OwnProfilePage, globals: { user: "member" } } satisfies Meta<typeof OwnProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const PageMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
export const Complete: StoryObj<typeof CompletenessMeter> = {
  render: () => (
    <div className="p-6">
      <CompletenessMeter percent={100} missing={[]} />
    </div>
  ),
};
export const Messages: StoryObj<typeof FormMessage> = {
  render: () => (
    <div className="flex flex-col gap-3 p-6">
      <AccountCard>
        <FormMessage tone="success">Your password was changed.</FormMessage>
        <FormMessage tone="info">We sent a confirmation link to your new address.</FormMessage>
        <FormMessage tone="danger">That password is not right.</FormMessage>
      </AccountCard>
    </div>
  ),
};
