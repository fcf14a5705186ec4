import { apiError } from "../api.server.ts";
import { ChatError } from "./conversations.server.ts";

/** A ChatError as the API's JSON error (own profile 400, anything not there 404); other errors are rethrown. */
export function chatErrorResponse(error: unknown) {
  if (!(error instanceof ChatError)) throw error;
  return apiError(error.code === "own_profile" ? 400 : 404, error.code, error.message);
}
