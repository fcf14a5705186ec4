import type { MiddlewareFunction } from "react-router";

/**
 * A JSON answer leaves with its length (decision 125). React Router sends a resource route's answer as a stream of
 * unknown length, so the compression in front (server.js) cannot apply its size threshold and gzips every answer,
 * a 300-byte message receipt included: a zlib stream set up, filled and flushed for nothing on the chat's hottest
 * call. Read whole (a JSON answer is made whole anyway), the answer gets a `Content-Length` and small ones pass
 * uncompressed. Streams of events (`text/event-stream`) and pages are not JSON and are left alone.
 */
export const jsonLengthMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (!response.body || response.headers.has("Content-Length") || !isJson(response.headers.get("Content-Type"))) return response;
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
};

function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(";", 1)[0]!.trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}
