import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ChatList } from "#app/components/chat/chat-list.tsx";
import { Composer } from "#app/components/chat/composer.tsx";
import { MessageList, type ShownMessage } from "#app/components/chat/message-list.tsx";
import { PartnerSummary } from "#app/components/chat/partner-summary.tsx";
import { chats, member1, messages } from "../data.ts";

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
const pricing = { credits: 10, value: null, balance: 250 };

/**
 * The conversation screen as the chat route lays it out (partner, history, composer), built from its parts with
 * seeded messages; the live `Conversation` wrapper adds the events stream, which a story has no server for.
 */
function ChatScreen({
  shown = messages,
  noCredits = false,
  activated = true,
  typing = false,
  balance = 250,
}: {
  shown?: ShownMessage[];
  noCredits?: boolean;
  activated?: boolean;
  typing?: boolean;
  balance?: number;
}) {
  const [list, setList] = useState<ShownMessage[]>(shown);
  return (
    <main className="mx-auto flex w-full max-w-page flex-col gap-3 px-gutter py-section">
      <PartnerSummary partner={member1} fictionalIcon="✦" typing={typing} />
      <MessageList
        messages={list}
        partnerReadUpTo={3}
        hasMore
        loadingOlder={false}
        onLoadOlder={() => {}}
        onRetry={() => {}}
        timeFormat={timeFormat}
      />
      <Composer
        partnerName={member1.name}
        emojiButton
        pricing={{ ...pricing, balance }}
        noCredits={noCredits}
        activated={activated}
        onSend={(text) =>
          setList((old) => [
            ...old,
            {
              id: 1000 + old.length,
              conversation: 11,
              sender_profile: 1,
              from_me: true,
              text,
              created_at: new Date(Date.UTC(2026, 10, 25, 18, 1)).toISOString(),
              client_id: "c1",
              status: "sending",
            },
          ])
        }
        onTyping={() => {}}
      />
    </main>
  );
}

const meta = {
  title: "Chat/Conversation",
  component: ChatScreen,
  globals: { user: "member" },
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const ConversationMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
export const PartnerTyping: Story = { args: { typing: true } };
/** The server answered 402: not enough credits for the next message; the composer says so and links to /credits. */
export const NoCredits402: Story = { args: { noCredits: true, balance: 4 } };
export const NotActivated: Story = { args: { activated: false } };
/** Written without network: messages wait in the outbox (queued) or failed and offer a retry. */
export const Offline: Story = {
  args: {
    shown: [
      ...messages,
      {
        id: -1,
        conversation: 11,
        sender_profile: 1,
        from_me: true,
        text: "Are you around this weekend?",
        created_at: messages[3]!.created_at,
        client_id: "q1",
        status: "queued",
      },
      {
        id: -2,
        conversation: 11,
        sender_profile: 1,
        from_me: true,
        text: "Hello?",
        created_at: messages[3]!.created_at,
        client_id: "f1",
        status: "failed",
        error: "Network error",
      },
    ],
  },
};

/** A member writes like a person: types, sees the counter, sends with Enter; the message appears. */
export const WriteAndSend: Story = {
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole("textbox", { name: /sophie/i });
    const send = canvas.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await userEvent.type(box, "See you at Mam Tor at six?");
    await expect(send).toBeEnabled();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("See you at Mam Tor at six?")).toBeInTheDocument();
    await expect(box).toHaveValue("");
  },
};

/** Shift+Enter starts a new line instead of sending; the emoji button adds to the text. */
export const ComposerKeys: StoryObj<typeof Composer> = {
  render: (args) => (
    <div className="p-6">
      <Composer {...args} />
    </div>
  ),
  args: { partnerName: "Sophie", emojiButton: true, pricing, noCredits: false, onSend: fn(), onTyping: fn() },
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole("textbox", { name: /sophie/i });
    await userEvent.type(box, "Line one{Shift>}{Enter}{/Shift}line two");
    await expect(box).toHaveValue("Line one\nline two");
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(args.onSend).toHaveBeenCalledWith("Line one\nline two");
  },
};

export const ChatListScreen: StoryObj<typeof ChatList> = {
  name: "Chat list",
  render: () => (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <ChatList chats={chats} onDelete={() => {}} />
    </main>
  ),
};
export const ChatListMobile: StoryObj<typeof ChatList> = {
  ...ChatListScreen,
  name: "Chat list (mobile)",
  globals: { user: "member", viewport: { value: "mobile" } },
};
