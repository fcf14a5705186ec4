import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ProfilePage } from "#app/components/account/profile-page.tsx";
import { BlockedMembers, OwnReports } from "#app/components/account/safety-sections.tsx";
import { SafetyLinks } from "#app/components/members/safety-links.tsx";
import { apiCalls } from "../api-mock.ts";
import { ownProfilePage, profileRegions } from "../data.ts";
import { inDefaultLayout } from "../decorators.tsx";

/** /profile's forms, in the page component the profile route renders, with a member's saved answers. */
const meta = {
  title: "Account/Profile forms",
  component: ProfilePage,
  decorators: [inDefaultLayout],
  args: ownProfilePage,
  globals: { user: "member" },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const PageMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };

/**
 * Another country offers its own regions, asked of the API when the member picks it (the page brings only the
 * member's country's); an emptied name is refused in the browser before anything is sent.
 */
export const EditDetails: Story = {
  globals: { user: "member", language: "en" },
  parameters: {
    api: { "GET /api/regions.php": ({ url }: { url: URL }) => ({ regions: profileRegions[url.searchParams.get("country") ?? ""] ?? [] }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.querySelector<HTMLElement>('[id="details"]')!);
    const region = canvas.getByLabelText("Region");
    await expect(within(region).getByRole("option", { name: "Scotland" })).toBeInTheDocument();
    await expect(apiCalls.filter((call) => call.path === "/api/regions.php")).toHaveLength(0);
    await userEvent.selectOptions(canvas.getByLabelText("Country"), "IE");
    await waitFor(() => expect(within(canvas.getByLabelText("Region")).getByRole("option", { name: "Leinster" })).toBeInTheDocument());
    await expect(within(canvas.getByLabelText("Region")).queryByRole("option", { name: "Scotland" })).toBeNull();
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
    <div className="flex flex-col gap-6">
      <BlockedMembers blocked={[]} />
      <OwnReports reports={[]} localeTag="en-GB" />
    </div>
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
