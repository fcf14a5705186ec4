import { apiError, bodyError, methodNotAllowed } from "#app/.server/api.server.ts";
import { messagePrice } from "#app/billing/message-price.ts";
import { chatErrorResponse } from "#app/.server/chat/chat-api.server.ts";
import { ChatError } from "#app/.server/chat/conversations.server.ts";
import { chargeCountry } from "#app/.server/credits/charge-country.server.ts";
import { listMessages, sendMessage } from "#app/.server/chat/messages.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { readJson } from "#app/.server/http/body.server.ts";
import { RateLimitedError } from "#app/.server/security/rate-limit.server.ts";
import { MessagesQuerySchema, SendMessageSchema } from "#app/forms/chat.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/messages";

/** GET /api/messages.php?conversation={id}&before={messageId} → a page of history (oldest first), has_more, partner_read_up_to. */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = requireApiUser(args);
  const query = Object.fromEntries(new URL(args.request.url).searchParams);
  const parsed = MessagesQuerySchema.safeParse(query);
  if (!parsed.success) return apiError(400, "invalid_query", "Send `conversation` (an id) and optionally `before` (a message id).");
  try {
    return await listMessages(await getDb(), site, user, parsed.data.conversation, { before: parsed.data.before });
  } catch (error) {
    return chatErrorResponse(error);
  }
}

/** POST /api/messages.php with body `conversation`, `text` (and optionally `client_id`) → 201 { message, credits } (the balance after it); 402 when credits are short. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const { site, user } = requireApiUser(args);
  const t = getI18n(args.context).t;
  const read = await readJson(args.request);
  if (!read.ok) return bodyError(read.failure);
  const parsed = SendMessageSchema.safeParse(read.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue?.message.startsWith("chat.") || issue?.message.startsWith("validation.") ? t(issue.message) : t("api.bad_request");
    return apiError(400, issue?.path[0] === "text" ? "invalid_text" : "bad_request", message);
  }
  try {
    const db = await getDb();
    // The price the composer showed for this member's country: one rule for what is shown and what is debited.
    const { credits: priceCredits } = messagePrice(site, await chargeCountry(site, user, args.request));
    // `credits`: the balance after the debit, so the composer and the header show what the ledger says. The send
    // counts the member's message limit in its own call (decision 143).
    const sent = await sendMessage(db, site, user, {
      conversationId: parsed.data.conversation,
      text: parsed.data.text,
      clientId: parsed.data.client_id,
      priceCredits,
    });
    return Response.json(sent, { status: 201 });
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return apiError(429, "too_many_requests", t("chat.errors.too_fast"), { "Retry-After": String(error.retryAfterSeconds) });
    }
    if (error instanceof ChatError && error.code === "not_activated") return apiError(403, error.code, t("chat.errors.not_activated"));
    return chatErrorResponse(error, t("chat.errors.insufficient_credits"), t("safety.errors.member_unavailable"));
  }
}
