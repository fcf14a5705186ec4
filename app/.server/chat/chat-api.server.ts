import { apiError } from "../api.server.ts";
import { InsufficientCreditsError } from "../credits/ledger.server.ts";
import { SafetyError } from "../safety/blocks.server.ts";
import { ChatError } from "./conversations.server.ts";

/**
 * A ChatError as the API's JSON error (own profile 400, an unconfirmed sender 403, anything not there 404), too few credits as 402 with
 * `insufficientMessage`, a blocked pair as 403 with `unavailableMessage`; other errors are rethrown.
 */
export function chatErrorResponse(
  error: unknown,
  insufficientMessage = "Not enough credits.",
  unavailableMessage = "This member is not available.",
) {
  if (error instanceof InsufficientCreditsError) return apiError(402, "insufficient_credits", insufficientMessage);
  // A blocked pair (decision 083): refused, nothing stored or charged.
  if (error instanceof SafetyError && error.code === "member_unavailable") return apiError(403, error.code, unavailableMessage);
  if (!(error instanceof ChatError)) throw error;
  const status = { own_profile: 400, not_activated: 403, profile_not_found: 404, conversation_not_found: 404 }[error.code];
  return apiError(status, error.code, error.message);
}
