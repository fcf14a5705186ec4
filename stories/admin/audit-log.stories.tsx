import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AuditPage } from "#app/components/admin/audit-page.tsx";
import { auditLog } from "../data.ts";
import { inAdminLayout } from "../decorators.tsx";

/** The audit log: the page component its route renders, with the route's data as fixtures. */
const meta = {
  title: "Screens/Back office/Audit log",
  component: AuditPage,
  decorators: [inAdminLayout],
  args: auditLog,
  parameters: { path: "/admin/audit" },
} satisfies Meta<typeof AuditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: who did what to which member or site, with a link to older entries. */
export const AuditLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("row")).toHaveLength(auditLog.rows.length + 1);
    await expect(canvas.getByRole("link", { name: "Older entries" })).toHaveAttribute("href", "/admin/audit?before=1170");
  },
};
export const AuditLogMobile: Story = { globals: { viewport: { value: "mobile" } } };
/** One member's entries (from the member's page): the older link keeps the member. */
export const AuditLogOfMember: Story = {
  args: { member: 3, rows: auditLog.rows.filter((row) => row.userId === 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Audit log of member 3" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Older entries" })).toHaveAttribute("href", "/admin/audit?member=3&before=1170");
  },
};
