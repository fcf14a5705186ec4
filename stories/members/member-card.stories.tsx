import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { FictionalBadge } from "#app/components/members/fictional-badge.tsx";
import { LikeButton } from "#app/components/members/like-button.tsx";
import { MemberCard } from "#app/components/members/member-card.tsx";
import { MemberGrid } from "#app/components/members/member-grid.tsx";
import { apiCalls } from "../api-mock.ts";
import { members } from "../data.ts";

const meta = {
  title: "Members/Member card",
  component: MemberCard,
  args: { member: members[0]!, fictionalIcon: "✦" },
  decorators: [(Story) => <div className="max-w-72 p-6">{Story()}</div>],
} satisfies Meta<typeof MemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const Member: Story = { globals: { user: "member" } };
export const Fictional: Story = { args: { member: members[2]! }, globals: { user: "member" } };
/** Another language than the page's: the language badge. */
export const OtherLanguage: Story = { args: { member: members[3]! } };
export const WithoutPhoto: Story = { args: { member: members[4]! } };
export const UnseenLike: Story = { args: { member: members[1]!, context: "likes", isNew: true }, globals: { user: "member" } };

export const Grid: StoryObj<typeof MemberGrid> = {
  render: () => <MemberGrid members={members} fictionalIcon="✦" />,
  decorators: [(Story) => <div className="mx-auto max-w-page p-4">{Story()}</div>],
  globals: { user: "member" },
};
export const GridMobile: StoryObj<typeof MemberGrid> = { ...Grid, globals: { user: "member", viewport: { value: "mobile" } } };

export const Badge: StoryObj<typeof FictionalBadge> = {
  render: () => (
    <span className="relative inline-block size-12 rounded-avatar bg-muted">
      <FictionalBadge icon="✦" className="-right-1 -top-1 size-5 text-xs" />
    </span>
  ),
};

/** The like control: a member likes, sees it at once, and the server's list confirms it. */
export const LikeControl: StoryObj<typeof LikeButton> = {
  render: () => <LikeButton profileId={101} name="Sophie" liked={false} />,
  globals: { user: "member", language: "en" },
  parameters: {
    api: {
      "POST /api/likes.php": { ok: true },
      "GET /api/likes.php": { profiles: [members[0]], liked_by: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const like = await canvas.findByRole("button", { name: /^like sophie/i });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(like);
    await expect(await canvas.findByRole("button", { name: /^unlike sophie/i })).toHaveAttribute("aria-pressed", "true");
    await expect(apiCalls.some((call) => call.method === "POST" && call.path === "/api/likes.php")).toBe(true);
  },
};

/** The profile page's large control: its word is its name, its pressed state says liked. */
export const LikeControlLarge: StoryObj<typeof LikeButton> = {
  render: () => <LikeButton profileId={101} name="Sophie" liked size="lg" />,
  globals: { user: "member" },
};

/** Visitors cannot like: the control leads to the sign-up. */
export const LikeControlVisitor: StoryObj<typeof LikeButton> = {
  render: () => <LikeButton profileId={101} name="Sophie" liked={false} />,
  globals: { language: "en" },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole("link", { name: /^like sophie/i });
    await expect(link).toHaveAttribute("href", "/signup");
  },
};
