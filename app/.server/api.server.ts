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

/**
 * The request body, or null once it grows past `maxBytes`: reading stops there,
 * so a body sent without Content-Length (chunked) cannot fill memory.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
