import { data } from "react-router";

/** The JSON error shape of every /api/*.php endpoint. */
export type ApiError = { error: { code: string; message: string } };

export function apiError(status: number, code: string, message: string, headers?: HeadersInit) {
  return data<ApiError>({ error: { code, message } }, { status, headers });
}

/** For resource routes: answer a method the endpoint does not have with 405, not a 500. */
export function methodNotAllowed(allowed: string[]) {
  return apiError(405, "method_not_allowed", `Use ${allowed.join(" or ")}.`, { Allow: allowed.join(", ") });
}

/** The JSON body of an API call, or undefined when it is missing or not JSON (the caller answers 400). */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
