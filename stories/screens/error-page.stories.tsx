import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ErrorPage } from "#app/components/error-page.tsx";
import { members } from "../data.ts";

/** A 404 as a loader throws it (`data()` with a message), as React Router hands it to the error boundary. */
const routeError = { status: 404, statusText: "Not Found", internal: false, data: { message: "This member no longer exists." } };

const meta = {
  title: "Screens/Error page",
  component: ErrorPage,
  args: { error: new Error("boom") },
  parameters: { routes: [{ path: "resources/members-teaser", loader: () => ({ members: members.slice(0, 8) }) }] },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the error and the sign-up. */
export const Unexpected: Story = {};
export const UnexpectedMobile: Story = { globals: { viewport: { value: "mobile" } } };
export const NotFound: Story = { args: { error: routeError } };
/** A member: the error and members to look at instead (loaded after the page is up). */
export const Member: Story = {
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Sophie")).toBeInTheDocument();
  },
};
export const MemberMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
