import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { emit } from "#app/chat/live-store.ts";
import { EmojiPicker } from "#app/components/chat/emoji-picker.tsx";
import { ChatPage } from "#app/components/chat/chat-page.tsx";
import { ChatFrame } from "#app/components/layout/chat-frame.tsx";
import { apiCalls } from "../api-mock.ts";
import { chats, member1, messages } from "../data.ts";

/**
 * /chats/{id}: the page component the chat route renders, in the chat layout's frame (header, full-height area),
 * fed the seeded page (and the chats beside it where the site's theme has the sidebar) and events sent by the story.
 */
function LiveConversation({ insufficient = false }: { insufficient?: boolean }) {
  return (
    <ChatFrame>
      <ChatPage
        conversationId={11}
        partner={member1}
        page={{ messages, has_more: false, partner_read_up_to: 3 }}
        pricing={{ credits: 10, value: null, balance: insufficient ? 4 : 250 }}
        chats={chats}
      />
    </ChatFrame>
  );
}

const meta = {
  title: "Chat/Live conversation",
  component: LiveConversation,
  globals: { user: "member" },
  parameters: { api: { "PUT /api/chat.php": { ok: true } } },
} satisfies Meta<typeof LiveConversation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the chat marks it read; a message from the partner arrives over the events stream and shows at once. */
export const MessageArrives: Story = {
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(apiCalls.some((call) => call.method === "PUT" && call.path === "/api/chat.php")).toBe(true));
    emit("message", {
      conversation: 11,
      message: {
        id: 5,
        sender_profile: member1.id,
        text: "Six it is. I'll bring the flask.",
        created_at: new Date(Date.UTC(2026, 10, 25, 18, 5)).toISOString(),
        client_id: null,
      },
    });
    await expect(await canvas.findByText("Six it is. I'll bring the flask.")).toBeInTheDocument();
  },
};
export const MessageArrivesMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
/** The page came with a balance below one message's price: the composer offers credits instead. */
export const OutOfCredits: Story = { args: { insufficient: true } };
/** The lavish site's chat: the member's chats beside the conversation (theme switch `chat.sidebar`), this one current. */
export const WithSidebar: Story = {
  globals: { user: "member", site: "lavish", language: "en" },
  play: async ({ canvasElement }) => {
    const sidebar = within(within(canvasElement).getByRole("complementary"));
    await expect(sidebar.getAllByRole("link").length).toBeGreaterThanOrEqual(5);
    await expect(within(canvasElement).getByRole("link", { name: /all chats/i })).toHaveAttribute("href", "/chats");
  },
};

/** The composer's emoji button on its own: opens a panel, a chosen emoji is handed over and the panel closes. */
export const EmojiPanel: StoryObj<typeof EmojiPicker> = {
  render: (args) => (
    <div className="flex min-h-80 items-end p-6">
      <EmojiPicker {...args} />
    </div>
  ),
  args: { onPick: fn() },
  globals: { language: "en" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: /emoji/i });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = canvas.getByRole("group");
    await userEvent.click(within(panel).getByRole("button", { name: "🔥" }));
    await expect(args.onPick).toHaveBeenCalledWith("🔥");
    await expect(canvas.queryByRole("group")).toBeNull();
  },
};
