import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LikesPage } from "#app/components/members/likes-page.tsx";
import { NotificationsPage } from "#app/components/notifications/notifications-page.tsx";
import { likesOverview, notifications } from "../data.ts";
import { inDefaultLayout } from "../decorators.tsx";

/** /likes and /notifications: the page components their routes render, with the routes' data as fixtures. */
const meta = {
  title: "Screens/Likes and notifications",
  component: LikesPage,
  decorators: [inDefaultLayout],
  args: { type: null, likes: likesOverview },
  globals: { user: "member" },
} satisfies Meta<typeof LikesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who likes me (new likes marked) and whom I like, with the tabs' counts. */
export const Likes: Story = {
  globals: { user: "member", language: "en" },
  parameters: { path: "/likes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const likedBy = canvasElement.querySelector<HTMLElement>('[data-slot="likes-liked-by"]')!;
    await expect(within(likedBy).getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByRole("link", { name: /overview/i })).toHaveAttribute("aria-current", "page");
  },
};
export const LikesMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
/** /likes/mutual: the members who like each other. */
export const LikesMutual: Story = {
  args: { type: "mutual" },
  globals: { user: "member", language: "en" },
  parameters: { path: "/likes/mutual" },
  play: async ({ canvasElement }) => {
    const mutual = canvasElement.querySelector<HTMLElement>('[data-slot="likes-mutual"]')!;
    await expect(within(mutual).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(canvasElement).getByRole("link", { name: /mutual/i })).toHaveAttribute("aria-current", "page");
  },
};
export const LikesEmpty: Story = { args: { likes: { profiles: [], liked_by: [] } } };

export const Notifications: StoryObj<typeof NotificationsPage> = {
  render: (args) => <NotificationsPage {...args} />,
  args: { notifications },
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sophie sent you a message")).toBeInTheDocument();
    await expect(canvas.getAllByRole("link", { name: "Open" })[0]).toHaveAttribute("href", "/chats/11");
    await expect(canvas.getByRole("button", { name: /mark all/i })).toBeInTheDocument();
  },
};
export const NotificationsMobile: StoryObj<typeof NotificationsPage> = {
  ...Notifications,
  play: undefined,
  globals: { user: "member", viewport: { value: "mobile" } },
};
export const NotificationsEmpty: StoryObj<typeof NotificationsPage> = {
  render: (args) => <NotificationsPage {...args} />,
  args: { notifications: [] },
};
