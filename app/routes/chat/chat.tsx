import { ChatError } from "#app/.server/chat/conversations.server.ts";
import { loadChatScreen } from "#app/.server/chat/screen.server.ts";
import { chargeCountry } from "#app/.server/credits/charge-country.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { guard, pageNotFound, positiveIntParams } from "#app/routing/guard.server.ts";
import { hasFeature } from "#themes/features.ts";
import { ChatPage } from "#app/components/chat/chat-page.tsx";
import type { Route } from "./+types/chat";

export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required", isValid: positiveIntParams("chatId") });
  try {
    const db = await getDb();
    return await loadChatScreen(db, site, user, Number(args.params.chatId), {
      withSidebar: hasFeature(site.features, "chat.sidebar"),
      country: await chargeCountry(site, user, args.request),
    });
  } catch (error) {
    // Not a participant, or the partner is not shown on this site: the conversation does not exist here.
    if (error instanceof ChatError) throw pageNotFound(new URL(args.request.url).pathname);
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.partner.name }] : [];
}

/** /chats/{id} in the chat layout: the conversation, and the chats beside it where the theme has the sidebar. */
export default function ChatScreen({ loaderData }: Route.ComponentProps) {
  return <ChatPage {...loaderData} />;
}
