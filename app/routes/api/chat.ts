import { apiError, bodyError, methodNotAllowed } from "#app/.server/api.server.ts";
import { chatErrorResponse } from "#app/.server/chat/chat-api.server.ts";
import { deleteConversation, markRead, sendTyping, startConversation } from "#app/.server/chat/conversations.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { readJson } from "#app/.server/http/body.server.ts";
import { isCrossSiteGet } from "#app/.server/http/cross-site.server.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { ConversationBodySchema, ConversationUpdateSchema } from "#app/forms/chat.ts";
import { idValue } from "#app/forms/ids.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/chat";

/**
 * GET /api/chat.php?profile={id} → { id } of the conversation with that profile, created when new. Another site's
 * page may not make a member's browser open one (403; decision 019).
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = requireApiUser(args);
  if (isCrossSiteGet(args.request, site, siteRegistry)) {
    return apiError(403, "cross_site_request", getI18n(args.context).t("errors.cross_site_request"));
  }
  const profile = idValue.safeParse(new URL(args.request.url).searchParams.get("profile") ?? "");
  if (!profile.success) return apiError(400, "invalid_profile", "Send `profile`: the id of the profile to chat with.");
  try {
    return await startConversation(await getDb(), site, user, profile.data);
  } catch (error) {
    return chatErrorResponse(error);
  }
}

/** DELETE (body `conversation`) removes the chat from the member's list; PUT marks it read or tells the partner of typing. */
export async function action(args: Route.ActionArgs) {
  const method = args.request.method;
  if (method !== "DELETE" && method !== "PUT") return methodNotAllowed(["GET", "PUT", "DELETE"]);
  const { site, user } = requireApiUser(args);
  const read = await readJson(args.request);
  if (!read.ok) return bodyError(read.failure);
  const db = await getDb();
  try {
    if (method === "DELETE") {
      const parsed = ConversationBodySchema.safeParse(read.value);
      if (!parsed.success) return apiError(400, "invalid_conversation", "Send `conversation`: the id of the chat to delete.");
      await deleteConversation(db, site, user, parsed.data.conversation);
      return { status: "deleted" };
    }
    const parsed = ConversationUpdateSchema.safeParse(read.value);
    if (!parsed.success || (parsed.data.read === undefined && !parsed.data.typing)) {
      return apiError(400, "invalid_update", "Send `conversation` with `read` (true or a message id) or `typing: true`.");
    }
    const { conversation } = parsed.data;
    if (parsed.data.typing) await sendTyping(db, site, user, conversation);
    if (parsed.data.read !== undefined) {
      const upTo = await markRead(db, site, user, conversation, parsed.data.read === true ? undefined : parsed.data.read);
      return { read_up_to: upTo };
    }
    return { status: "ok" };
  } catch (error) {
    return chatErrorResponse(error);
  }
}
