import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { DashboardPage } from "#app/components/admin/dashboard-page.tsx";
import { FiguresPage } from "#app/components/admin/figures-page.tsx";
import { StaffCodePage, StaffLoginPage } from "#app/components/admin/login-pages.tsx";
import { MemberMoneyPage, MemberPage, MembersPage, type MemberPageProps } from "#app/components/admin/member-pages.tsx";
import { PoolListPage, PoolNewPage, PoolProfilePage } from "#app/components/admin/pool-pages.tsx";
import { StaffPage } from "#app/components/admin/staff-page.tsx";
import { adminMember, adminMembers, figuresResult, memberMoney, poolProfile, poolProfiles, staffAccounts, staffOperator } from "../data.ts";
import { inAdminLayout, useActionResult } from "../decorators.tsx";

/**
 * The back office's screens: the page components its routes render, inside its own plain layout (the same on every
 * site, not the brand's), with the routes' data as fixtures. Forms post to the story's `parameters.action`.
 */
const meta = {
  title: "Screens/Back office",
  component: DashboardPage,
  decorators: [inAdminLayout],
  args: { role: "admin", name: "Ada", sites: ["classic", "lavish", "gay"] },
  parameters: { path: "/admin" },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Hello, Ada" })).toBeInTheDocument();
    await expect(within(canvas.getByRole("navigation", { name: "Back office" })).getAllByRole("link")).toHaveLength(8);
  },
};
export const DashboardMobile: Story = { globals: { viewport: { value: "mobile" } } };
/** An operator sees the console only, in the navigation and on the dashboard. */
export const DashboardOperator: Story = {
  args: { role: "operator", name: "Otto", sites: ["classic", "lavish"] },
  parameters: { staff: staffOperator },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Back office" });
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Console"]);
  },
};

export const Members: StoryObj<typeof MembersPage> = {
  render: (args) => <MembersPage {...args} />,
  args: { q: "", members: adminMembers },
  parameters: { path: "/admin/members" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Members" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "3" })).toHaveAttribute("href", "/admin/members/3");
  },
};
/** On a phone the member table scrolls sideways inside its box. */
export const MembersMobile: StoryObj<typeof MembersPage> = { ...Members, play: undefined, globals: { viewport: { value: "mobile" } } };
export const MembersNoneFound: StoryObj<typeof MembersPage> = {
  render: (args) => <MembersPage {...args} />,
  args: { q: "nobody@example.com", members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No members found.")).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "Search members" })).toHaveValue("nobody@example.com");
  },
};

function Member(args: MemberPageProps) {
  return <MemberPage {...args} result={useActionResult(args.result)} />;
}
/** A member's page: account, profile, photos (one rejected), purchases, an earlier ban; a ban asks for its reason. */
export const MemberActions: StoryObj<typeof MemberPage> = {
  render: (args) => <Member {...args} />,
  args: { member: adminMember, moneyDesk: true },
  parameters: {
    path: "/admin/members/3",
    action: async ({ request }: { request: Request }) => {
      const form = await request.formData();
      return form.get("intent") === "ban" && form.get("reason")
        ? { ok: `Member banned: their sessions and pushes have ended. (${String(form.get("reason"))})` }
        : { error: "Nothing done." };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /money desk/i })).toHaveAttribute("href", "/admin/members/3/money");
    const reason = canvas.getByLabelText("Reason for the ban");
    await expect(reason).toBeRequired();
    await userEvent.click(canvas.getByRole("button", { name: "Ban" }));
    await expect(reason).toBeInvalid();
    await userEvent.type(reason, "Asked members for money");
    await userEvent.click(canvas.getByRole("button", { name: "Ban" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Member banned: their sessions and pushes have ended. (Asked members for money)",
    );
  },
};
export const MemberActionsMobile: StoryObj<typeof MemberPage> = {
  ...MemberActions,
  play: undefined,
  globals: { viewport: { value: "mobile" } },
};
/** A banned member seen by a moderator: the ban can be lifted, no way to the money desk; an action's refusal above. */
export const MemberBanned: StoryObj<typeof MemberPage> = {
  render: (args) => <Member {...args} />,
  args: { member: { ...adminMember, status: "banned" }, moneyDesk: false, result: { error: "This member is banned already." } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("banned already");
    await expect(canvas.getByRole("button", { name: "Lift the ban" })).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /money desk/i })).toBeNull();
  },
};

/** The money desk: orders with a refund button (or who refunded them) and the credit transactions. */
export const MemberMoney: StoryObj<typeof MemberMoneyPage> = {
  render: (args) => <MemberMoneyPage {...args} />,
  args: { ...memberMoney, result: { ok: "Order 64 refunded: 19.95 EUR; 0 credits taken back." } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { name: "Refund" })).toHaveLength(1);
    await expect(canvas.getByText("refunded by staff 2026-10-04")).toBeInTheDocument();
  },
};
export const MemberMoneyMobile: StoryObj<typeof MemberMoneyPage> = {
  ...MemberMoney,
  play: undefined,
  globals: { viewport: { value: "mobile" } },
};

export const PoolProfiles: StoryObj<typeof PoolListPage> = {
  render: (args) => <PoolListPage {...args} />,
  args: { q: "", profiles: poolProfiles },
  parameters: { path: "/admin/pool" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "New pool profile" })).toHaveAttribute("href", "/admin/pool/new");
  },
};

/** A new pool profile: its site is chosen first. */
export const PoolProfileNew: StoryObj<typeof PoolNewPage> = {
  render: (args) => <PoolNewPage {...args} />,
  args: {
    sites: [
      { id: "classic", name: "Classic" },
      { id: "lavish", name: "Lavish" },
    ],
    countries: ["GB", "IE", "NL"],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Site")).toBeRequired();
  },
};
export const PoolProfileNewMobile: StoryObj<typeof PoolNewPage> = {
  ...PoolProfileNew,
  play: undefined,
  globals: { viewport: { value: "mobile" } },
};

/** An existing pool profile: photos, the fictional marker and its fields, after a save. */
export const PoolProfileEdit: StoryObj<typeof PoolProfilePage> = {
  render: (args) => <PoolProfilePage {...args} />,
  args: { ...poolProfile, result: { ok: "Saved." } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Name")).toHaveValue("Charlotte");
    await expect(canvas.queryByLabelText("Site")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Unmark fictional" })).toBeInTheDocument();
  },
};

export const Staff: StoryObj<typeof StaffPage> = {
  render: (args) => <StaffPage {...args} />,
  args: { staff: staffAccounts },
  parameters: { path: "/admin/staff" },
};

/** Figures of a week: the chart of daily totals and the table per day, site and source. */
export const Figures: StoryObj<typeof FiguresPage> = {
  render: (args) => <FiguresPage {...args} />,
  args: figuresResult,
  parameters: { path: "/admin/figures" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", figuresResult.result!.csv);
    await expect(canvas.getAllByText("(untracked)")).toHaveLength(2);
  },
};
export const FiguresMobile: StoryObj<typeof FiguresPage> = { ...Figures, play: undefined, globals: { viewport: { value: "mobile" } } };
/** A refused range: the reason, the form as typed, no figures. */
export const FiguresRangeRefused: StoryObj<typeof FiguresPage> = {
  render: (args) => <FiguresPage {...args} />,
  args: {
    error: "Please check the dates (at most 366 days at once).",
    form: { from: "2025-01-01", to: "2026-11-25", site: "" },
    sites: ["classic", "lavish"],
    result: null,
  },
};

function Login(args: { redirectTo: string }) {
  return <StaffLoginPage redirectTo={args.redirectTo} result={useActionResult()} />;
}
/** The staff login (first factor), before anyone is logged in: no navigation; a wrong password is refused. */
export const StaffLogin: StoryObj<typeof Login> = {
  render: (args) => <Login {...args} />,
  args: { redirectTo: "/admin" },
  parameters: {
    staff: null,
    path: "/admin/login",
    action: () => ({ error: "That e-mail and password do not match a staff account." }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation", { name: "Back office" })).toBeNull();
    await userEvent.type(canvas.getByLabelText("E-mail"), "ada@backoffice.example");
    await userEvent.type(canvas.getByLabelText("Password"), "not my password");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("do not match");
  },
};
export const StaffLoginMobile: StoryObj<typeof Login> = { ...StaffLogin, play: undefined, globals: { viewport: { value: "mobile" } } };

/** The second factor on the first login: the authenticator's secret to add, then its code. */
export const StaffLoginCodeEnrol: StoryObj<typeof StaffCodePage> = {
  render: (args) => <StaffCodePage {...args} />,
  args: {
    redirectTo: "/admin",
    email: "ada@backoffice.example",
    enrol: {
      secret: "JBSWY3DPEHPK3PXP",
      uri: "otpauth://totp/Back%20office:ada%40backoffice.example?secret=JBSWY3DPEHPK3PXP&issuer=Back%20office",
    },
  },
  parameters: { staff: null, path: "/admin/login/code" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    await expect(canvas.getByLabelText("6-digit code")).toHaveAttribute("autocomplete", "one-time-code");
  },
};
/** A later login: only the code, after a wrong one. */
export const StaffLoginCode: StoryObj<typeof StaffCodePage> = {
  render: (args) => <StaffCodePage {...args} />,
  args: {
    redirectTo: "/admin",
    email: "ada@backoffice.example",
    enrol: null,
    result: { error: "That code is not right (or was used already). Enter the current one." },
  },
  parameters: { staff: null, path: "/admin/login/code" },
};
