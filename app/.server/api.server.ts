import { data } from "react-router";
import type { BodyFailure } from "./http/body.server.ts";

import type { ApiError } from "#app/api/error.ts";

export type { ApiError };

export function apiError(status: number, code: string, message: string, headers?: HeadersInit) {
  return data<ApiError>({ error: { code, message } }, { status, headers });
}

/** For resource routes: answer a method the endpoint does not have with 405, not a 500. */
export function methodNotAllowed(allowed: string[]) {
  return apiError(405, "method_not_allowed", `Use ${allowed.join(" or ")}.`, { Allow: allowed.join(", ") });
}

/** The JSON error answer for a body that could not be read (413 too large, 415 not JSON). */
export function bodyError(failure: BodyFailure) {
  return apiError(failure.status, failure.code, failure.message);
}
