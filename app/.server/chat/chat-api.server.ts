import { apiError } from "../api.server.ts";
import { InsufficientCreditsError } from "../credits/ledger.server.ts";
import { ChatError } from "./conversations.server.ts";

/**
 * A ChatError as the API's JSON error (own profile 400, an unconfirmed sender 403, anything not there 404), too few credits as 402 with
 * `insufficientMessage`; other errors are rethrown.
 */
export function chatErrorResponse(error: unknown, insufficientMessage = "Not enough credits.") {
  if (error instanceof InsufficientCreditsError) return apiError(402, "insufficient_credits", insufficientMessage);
  if (!(error instanceof ChatError)) throw error;
  const status = { own_profile: 400, not_activated: 403, profile_not_found: 404, conversation_not_found: 404 }[error.code];
  return apiError(status, error.code, error.message);
}
