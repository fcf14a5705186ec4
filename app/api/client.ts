import type { ApiError } from "#app/api/error.ts";

/**
 * Headers every product call carries (docs/product/api.md#conventions): the client package that
 * made the call and the host the visitor opened, which proxies and CDNs may rewrite.
 */
export const PACKAGE_HEADER = "X-App-Package";
export const ORIGINAL_HOST_HEADER = "X-Original-Host";
export const PACKAGE_NAME = "datingplatform-web";

export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
};

/** Typed fetch for `/api/*.php` from the browser. Non-2xx answers throw ApiRequestError. */
export async function apiFetch<T>(path: string, { method = "GET", query, body, signal }: ApiOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    Accept: "application/json",
    [PACKAGE_HEADER]: PACKAGE_NAME,
    [ORIGINAL_HOST_HEADER]: window.location.host,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, { method, headers, body: payload, signal, credentials: "same-origin" });
  const type = response.headers.get("content-type") ?? "";
  const data: unknown = type.includes("json") ? await response.json() : await response.text();
  if (!response.ok) {
    const error = (data as Partial<ApiError>)?.error;
    throw new ApiRequestError(response.status, error?.code ?? "http_error", error?.message ?? response.statusText);
  }
  return data as T;
}
