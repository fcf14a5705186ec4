/**
 * The body of an API call as a plain object: JSON, or a form (urlencoded or
 * multipart). A body that cannot be read is an empty object, so the caller's
 * schema answers with its 400 instead of the request failing with a 500.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      return Object.fromEntries((await request.formData()).entries());
    }
    const text = await request.text();
    if (!text.trim()) return {};
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
