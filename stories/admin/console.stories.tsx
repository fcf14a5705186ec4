import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ConsoleConversationPage, ConsoleQueuePage, type ConsoleConversationPageProps } from "#app/components/admin/console-pages.tsx";
import { consoleConversation, consoleQueue, staffOperator } from "../data.ts";
import { inAdminLayout, useActionResult } from "../decorators.tsx";

/** The answering console: the page components its routes render, for an operator, with the routes' data as fixtures. */
const meta = {
  title: "Screens/Back office/Answering console",
  component: ConsoleQueuePage,
  decorators: [inAdminLayout],
  args: { queue: consoleQueue },
  parameters: { staff: staffOperator, path: "/admin/console" },
} satisfies Meta<typeof ConsoleQueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Members waiting for a pool profile's answer, oldest first; one is taken by another operator. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Answering console (3 waiting)" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("link", { name: "Open" }).map((link) => link.getAttribute("href"))).toEqual([
      "/admin/console/501",
      "/admin/console/502",
    ]);
    await expect(canvas.getByText("taken")).toBeInTheDocument();
  },
};
export const QueueMobile: Story = { globals: { viewport: { value: "mobile" } } };
export const QueueEmpty: Story = { args: { queue: [] } };

function Conversation(args: ConsoleConversationPageProps) {
  return <ConsoleConversationPage {...args} result={useActionResult(args.result)} />;
}

/** A conversation this operator holds: the member, the history, the answer box and the profile being played. */
export const Conversation_: StoryObj<typeof Conversation> = {
  name: "Conversation",
  render: (args) => <Conversation {...args} />,
  args: { ...consoleConversation, held: true },
  parameters: {
    path: "/admin/console/501",
    // The route's action, echoing what was sent.
    action: async ({ request }: { request: Request }) => {
      const form = await request.formData();
      return form.get("intent") === "answer" ? { ok: `Answer sent: ${String(form.get("text"))}` } : { error: "Not sent." };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = canvas.getByLabelText("Answer as Charlotte");
    await expect(answer).toBeRequired();
    await userEvent.type(answer, "Always! Saturday at ten, by the harbour?");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Answer sent: Always! Saturday at ten, by the harbour?");
    await expect(canvas.getByRole("button", { name: "Done, release" })).toBeInTheDocument();
  },
};
export const ConversationMobile: StoryObj<typeof Conversation> = {
  ...Conversation_,
  name: "Conversation mobile",
  play: undefined,
  globals: { viewport: { value: "mobile" } },
};
/** Held by another operator: a warning, no answer box and no release. */
export const ConversationHeldByAnother: StoryObj<typeof Conversation> = {
  render: (args) => <Conversation {...args} />,
  args: { ...consoleConversation, held: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Another operator has this conversation open.");
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};
