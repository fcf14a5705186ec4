import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CompletenessMeter } from "#app/components/account/completeness-meter.tsx";
import { AccountCard, FormMessage } from "#app/components/account/form-message.tsx";
import { ProfilePage } from "#app/components/account/profile-page.tsx";
import { ownProfilePage } from "../data.ts";
import { inDefaultLayout } from "../decorators.tsx";

/** /profile: the page component the profile route renders, for a member whose profile is 70 % complete. */
const meta = {
  title: "Account/Own profile",
  component: ProfilePage,
  decorators: [inDefaultLayout],
  args: ownProfilePage,
  globals: { user: "member" },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const PageMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
/** What moderation said: a photo and the texts rejected with their reasons, a new address waiting for its link. */
export const AfterModeration: Story = {
  args: {
    own: {
      ...ownProfilePage.own,
      moderation: {
        rejectedPhotos: [{ id: 9, reason: "Another person is the main subject of the photo." }],
        textsRejectReason: "No phone numbers in your texts, please.",
        textsStatus: "rejected",
      },
    },
    pendingEmail: "paul.new@example.com",
  },
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="texts-rejected"]')).toHaveTextContent("No phone numbers");
    await expect(canvas.getByText(/Another person is the main subject/)).toBeInTheDocument();
  },
};
/** A photo action the server could not do: said under the photos. */
export const PhotoNotFound: Story = {
  args: { actionData: { intent: "photo", result: { status: "error", error: { "": ["not found"] } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.querySelector<HTMLElement>('[id="photos"]')!).getByRole("alert")).toBeInTheDocument();
  },
};
/** A theme without the completeness meter. */
export const WithoutMeter: Story = { args: { completeness: null } };
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
