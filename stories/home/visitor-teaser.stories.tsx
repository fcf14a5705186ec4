import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VisitorTeaser } from "#app/components/home/visitor-teaser.tsx";
import { members } from "../data.ts";

const photos = members.flatMap((member) => (member.main_image ? [member.main_image.thumb_filename] : []));

/** The home page of a site that keeps its search for members, as a visitor sees it (lavish; gay without a referral). */
const meta = {
  title: "Screens/Home/Visitor teaser",
  component: VisitorTeaser,
  args: { photos, activeToday: 143 },
  globals: { site: "lavish" },
  decorators: [(Story) => <div className="mx-auto max-w-page p-4">{Story()}</div>],
} satisfies Meta<typeof VisitorTeaser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lavish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The faces are blurred and hidden from assistive technology; the invitation is what is read out.
    for (const image of canvasElement.querySelectorAll('[data-slot="teaser-photo"]')) expect(image.getAttribute("alt")).toBe("");
    await expect(canvas.getByRole("link", { name: /registrieren/i })).toHaveAttribute("href", "/signup");
  },
};
export const LavishMobile: Story = { globals: { site: "lavish", viewport: { value: "mobile" } } };
export const Classic: Story = { globals: { site: "classic" } };
/** An invitation-only site offers no sign-up button, and says how to get in. */
export const InvitationOnly: Story = {
  globals: { site: "gay" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};
