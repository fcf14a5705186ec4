import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "#app/chat/types.ts";
import { idValue } from "./ids.ts";
import { hasVisibleCharacter, plainToken, text } from "./text.ts";

export const CHAT_MESSAGES = { empty: "chat.errors.empty", tooLong: "chat.errors.too_long" } as const;

/** Body of `POST /api/messages.php`. `client_id` (the browser's id for the message) makes a retried send harmless. */
export const SendMessageSchema = z.object({
  conversation: idValue,
  text: text()
    .trim()
    .min(1, { error: CHAT_MESSAGES.empty, abort: true })
    .max(MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.tooLong })
    .refine(hasVisibleCharacter, { error: CHAT_MESSAGES.empty }),
  client_id: plainToken()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

/** Body of `DELETE /api/chat.php`. */
export const ConversationBodySchema = z.object({ conversation: idValue });

/** Body of `PUT /api/chat.php`: mark read (up to a message, default the last) or say the member is typing. */
export const ConversationUpdateSchema = z.object({
  conversation: idValue,
  read: z.union([z.literal(true), idValue]).optional(),
  typing: z.literal(true).optional(),
});

/** Query of `GET /api/messages.php`. */
export const MessagesQuerySchema = z.object({ conversation: idValue, before: idValue.optional() });
