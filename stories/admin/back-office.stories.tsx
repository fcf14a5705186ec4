import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, userEvent, within } from "storybook/test";
import {
  ActionButton,
  ActionResult,
  AdminPage,
  AdminThemeTokens,
  Panel,
  ScrollTable,
  StatusBadge,
} from "#app/components/admin/admin-ui.tsx";
import { PoolProfileForm } from "#app/components/admin/pool-profile-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Link } from "#app/framework/link.tsx";

/**
 * The back office's main screens with fixture data: its own plain layout (the same on every site, not the brand's),
 * the dashboard, the member list, a member's actions and a pool profile. The admin routes' modules carry server
 * loaders a browser story cannot import, so the layout and page markup are mirrored around admin-ui's parts.
 */
const NAV = ["Moderation", "Reports", "Members", "Pool profiles", "Console", "Staff", "Audit log"];

function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div data-layout="admin" className="min-h-dvh bg-neutral-100 text-neutral-900">
      <AdminThemeTokens />
      <header className="border-b border-neutral-300 bg-neutral-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2">
          <Link to="/admin" className="font-semibold">
            Back office
          </Link>
          <nav aria-label="Back office" className="flex flex-1 flex-wrap gap-x-3 gap-y-1 text-sm">
            {NAV.map((label) => (
              <Link key={label} to={`/admin/${label.toLowerCase().replace(" ", "-")}`} className="hover:underline">
                {label}
              </Link>
            ))}
          </nav>
          <span className="text-xs text-neutral-300">admin@example.com · admin</span>
          <form method="post" action="/admin/logout">
            <Button type="submit" size="sm" variant="secondary">
              Log out
            </Button>
          </form>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-3 py-4">{children}</main>
    </div>
  );
}

const meta = { title: "Screens/Back office", component: AdminShell, args: { children: null } } satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  render: () => (
    <AdminShell>
      <AdminPage title="Hello, Ada">
        <Panel>
          <p className="text-sm">
            Role: <strong>admin</strong> · Sites: classic, lavish, gay
          </p>
        </Panel>
        <ul className="grid gap-2 sm:grid-cols-2">
          {NAV.map((label) => (
            <li key={label}>
              <Link to="/admin" className="block rounded-md border border-neutral-300 bg-white p-3 hover:bg-neutral-50">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </AdminPage>
    </AdminShell>
  ),
};
export const DashboardMobile: Story = { ...Dashboard, globals: { viewport: { value: "mobile" } } };

const people = [
  { id: 1, name: "Paul", email: "paid@example.com", siteId: "classic", status: "active", signupDate: "2026-10-01" },
  { id: 2, name: "Anouk", email: "anouk.de.vries@example.nl", siteId: "classic", status: "unconfirmed", signupDate: "2026-11-12" },
  { id: 3, name: "Grace", email: "grace@example.co.uk", siteId: "lavish", status: "banned", signupDate: "2026-09-03" },
  { id: 4, name: "Jonas", email: "jonas@example.de", siteId: "lavish", status: "deleted", signupDate: "2026-08-21" },
];

function MembersPage() {
  return (
    <AdminShell>
      <AdminPage title="Members">
        <form method="get" role="search" className="flex gap-2">
          <Input name="q" placeholder="E-mail, name or id" aria-label="Search members" className="min-w-0 flex-1" />
          <Button type="submit">Search</Button>
        </form>
        <ScrollTable>
          <thead>
            <tr>
              <th>Id</th>
              <th>Name</th>
              <th>E-mail</th>
              <th>Site</th>
              <th>Status</th>
              <th>Signed up</th>
            </tr>
          </thead>
          <tbody>
            {people.map((member) => (
              <tr key={member.id}>
                <td>
                  <Link to={`/admin/members/${member.id}`} className="underline">
                    {member.id}
                  </Link>
                </td>
                <td>{member.name}</td>
                <td className="break-all">{member.email}</td>
                <td>{member.siteId}</td>
                <td>
                  <StatusBadge status={member.status} />
                </td>
                <td>{member.signupDate}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </AdminPage>
    </AdminShell>
  );
}
export const Members: Story = { render: () => <MembersPage /> };
/** On a phone the member table scrolls sideways inside its box, which Tab reaches. */
export const MembersMobile: Story = { render: () => <MembersPage />, globals: { viewport: { value: "mobile" } } };

/** A member's page: the last action's outcome and actions, a ban asking for its reason. */
export const MemberActions: Story = {
  render: () => (
    <AdminShell>
      <AdminPage title="Grace (#3)" actions={<StatusBadge status="active" />}>
        <ActionResult result={{ ok: "Credits granted: 50." }} />
        <ActionResult result={{ error: "This e-mail address belongs to another member." }} />
        <Panel title="Actions">
          <div className="flex flex-col gap-3">
            <ActionButton intent="grant" fields={{ member: 3, credits: 50 }} label="Grant 50 credits" />
            <ActionButton intent="ban" fields={{ member: 3 }} label="Ban" variant="danger" reason="Reason for the ban" />
          </div>
        </Panel>
      </AdminPage>
    </AdminShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("another member");
    const reason = canvas.getByLabelText("Reason for the ban");
    await expect(reason).toBeRequired();
    await userEvent.type(reason, "Asked members for money");
    await expect(reason).toHaveValue("Asked members for money");
  },
};

/** A new pool profile: its site is chosen first. */
export const PoolProfileNew: Story = {
  render: () => (
    <AdminShell>
      <AdminPage title="Pool profiles">
        <Panel title="New pool profile">
          <PoolProfileForm
            countries={["GB", "IE", "NL"]}
            sites={[
              { id: "classic", name: "Classic" },
              { id: "lavish", name: "Lavish" },
            ]}
            intent="create"
            submitLabel="Create"
          />
        </Panel>
      </AdminPage>
    </AdminShell>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Site")).toBeRequired();
  },
};
export const PoolProfileNewMobile: Story = { ...PoolProfileNew, play: undefined, globals: { viewport: { value: "mobile" } } };

/** An existing pool profile being edited. */
export const PoolProfileEdit: Story = {
  render: () => (
    <AdminShell>
      <AdminPage title="Pool profiles">
        <Panel title="Charlotte (#103)">
          <PoolProfileForm
            values={{
              name: "Charlotte",
              gender: "female",
              dateOfBirth: "1985-03-14",
              country: "GB",
              city: "Bristol",
              aboutMe: "Sea swimmer and bookworm.",
              fictional: true,
            }}
            countries={["GB", "IE", "NL"]}
            intent="update"
            submitLabel="Save"
          />
        </Panel>
      </AdminPage>
    </AdminShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Name")).toHaveValue("Charlotte");
    await expect(canvas.queryByLabelText("Site")).toBeNull();
  },
};
