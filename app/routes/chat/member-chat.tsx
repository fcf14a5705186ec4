import { redirect } from "react-router";
import { ChatError, startConversation } from "#app/.server/chat/conversations.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { isCrossSiteGet } from "#app/.server/http/cross-site.server.ts";
import { crossSiteRefusal, guard, pageNotFound, positiveIntParams } from "#app/routing/guard.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import type { Route } from "./+types/member-chat";

/**
 * /members/{id}/chat opens the conversation with that member (created when new) at /chats/{id}.
 * No chat with a profile this site does not show, nor with oneself (decision 017): 404. Another site's page
 * may not make a member's browser open one: 403 (decision 019).
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required", isValid: positiveIntParams("memberId") });
  if (isCrossSiteGet(args.request, site, siteRegistry)) throw crossSiteRefusal();
  try {
    const { id } = await startConversation(await getDb(), site, user, Number(args.params.memberId));
    return redirect(`/chats/${id}`);
  } catch (error) {
    if (error instanceof ChatError) throw pageNotFound(new URL(args.request.url).pathname);
    throw error;
  }
}

/** Never shown (the loader always redirects or refuses), but it makes this a page: a 404 is the site's error page. */
export default function MemberChatRoute() {
  return null;
}
