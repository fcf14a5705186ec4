import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ModerationPage, type ModerationPageProps } from "#app/components/admin/moderation-page.tsx";
import { ReportsPage, type ReportsPageProps } from "#app/components/admin/reports-page.tsx";
import { moderationQueue, reportsQueue } from "../data.ts";
import { inAdminLayout, useActionResult } from "../decorators.tsx";

/**
 * The moderation queue and the reports: the page components their routes render, with the routes' data as fixtures.
 * Decisions post to a stand-in of the route's action that answers as the route does, naming what it received.
 */
function Moderation(args: ModerationPageProps) {
  return <ModerationPage {...args} result={useActionResult(args.result)} />;
}

/** The moderation route's answers, from the posted form (the reason echoed, to show it was sent). */
async function decide({ request }: { request: Request }) {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const reason = form.get("reason") ? ` Reason: ${String(form.get("reason"))}` : "";
  if (intent === "photo-approve") return { ok: `Photo ${String(form.get("imageId"))} approved.` };
  if (intent === "photo-approve-nude") return { ok: `Photo ${String(form.get("imageId"))} approved as nude.` };
  if (intent === "photo-reject") return { ok: `Photo ${String(form.get("imageId"))} rejected.${reason}` };
  if (intent === "photo-nudity")
    return { ok: `Photo ${String(form.get("imageId"))} ${form.get("nude") === "1" ? "flagged as nude" : "no longer flagged as nude"}.` };
  if (intent === "texts-approve") return { ok: "Texts approved." };
  if (intent === "texts-reject") return { ok: `Texts rejected.${reason}` };
  return { error: "Unknown action." };
}

const meta = {
  title: "Screens/Back office/Moderation and reports",
  component: Moderation,
  decorators: [inAdminLayout],
  args: moderationQueue,
  parameters: { path: "/admin/moderation", action: decide },
} satisfies Meta<typeof Moderation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Photos and profile texts waiting, and photos approved lately with their nudity flag. */
export const ModerationQueue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Photos waiting (3)" })).toBeInTheDocument();
    const photo = within(canvasElement.querySelector<HTMLElement>('[data-moderation-photo="202"]')!);
    await userEvent.click(photo.getByRole("button", { name: "Approve" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Photo 202 approved.");
  },
};
export const ModerationQueueMobile: Story = { globals: { viewport: { value: "mobile" } } };

/** Rejecting asks for the reason its owner reads: without one the form does not send, with one it does. */
export const ModerationReject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = within(canvasElement.querySelector<HTMLElement>('[data-moderation-texts="314"]')!);
    const reason = texts.getByLabelText("Reason (the member sees it)");
    await userEvent.click(texts.getByRole("button", { name: "Reject" }));
    await expect(reason).toBeInvalid();
    await expect(canvas.queryByRole("status")).toBeNull();
    await userEvent.type(reason, "No phone numbers in your texts, please");
    await userEvent.click(texts.getByRole("button", { name: "Reject" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Texts rejected. Reason: No phone numbers in your texts, please");
  },
};

/** Flagging an approved photo as nude afterwards. */
export const ModerationNudityFlag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = within(canvasElement.querySelector<HTMLElement>('[data-nudity-photo="180"]')!);
    await userEvent.click(photo.getByRole("button", { name: "Flag as nude" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Photo 180 flagged as nude.");
  },
};

export const ModerationEmpty: Story = {
  args: { photos: [], texts: [], recent: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No photos to check.")).toBeInTheDocument();
  },
};

function Reports(args: ReportsPageProps) {
  return <ReportsPage {...args} result={useActionResult(args.result)} />;
}
async function decideReport({ request }: { request: Request }) {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (intent.startsWith("report-")) {
    const status = { "report-actioned": "actioned", "report-dismissed": "dismissed", "report-reopen": "open" }[intent];
    return { ok: `Report ${String(form.get("reportId"))}: ${status}.` };
  }
  return { ok: `Complaint ${String(form.get("complaintId"))} ${intent === "complaint-close" ? "closed" : "reopened"}.` };
}

/** Members' reports (with the conversation as evidence) and complaints, open ones first. */
export const ReportsOpen: StoryObj<typeof Reports> = {
  render: (args) => <Reports {...args} />,
  args: { ...reportsQueue, status: "open" },
  parameters: { path: "/admin/reports", action: decideReport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const report = within(canvasElement.querySelector<HTMLElement>('[data-member-report="41"]')!);
    await userEvent.click(report.getByText("Conversation (2 messages)"));
    await expect(report.getByText(/80 euro for the train/)).toBeVisible();
    await userEvent.click(report.getByRole("button", { name: "Dismiss" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Report 41: dismissed.");
    const complaint = within(canvasElement.querySelector<HTMLElement>('[data-report="12"]')!);
    await userEvent.click(complaint.getByRole("button", { name: "Close" }));
    // The answer replaces the last one's line.
    await expect(await canvas.findByText("Complaint 12 closed.")).toHaveAttribute("role", "status");
  },
};
export const ReportsOpenMobile: StoryObj<typeof Reports> = { ...ReportsOpen, play: undefined, globals: { viewport: { value: "mobile" } } };
/** Decided ones: each can be reopened. */
export const ReportsClosed: StoryObj<typeof Reports> = {
  render: (args) => <Reports {...args} />,
  args: {
    status: "closed",
    memberReports: reportsQueue.memberReports.map((report) => ({ ...report, status: "dismissed" })),
    reports: reportsQueue.reports.map((report) => ({ ...report, status: "closed" })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("button", { name: "Reopen" })).toHaveLength(4);
  },
};
export const ReportsNone: StoryObj<typeof Reports> = {
  render: (args) => <Reports {...args} />,
  args: { status: "open", memberReports: [], reports: [] },
};
