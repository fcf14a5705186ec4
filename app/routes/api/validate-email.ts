import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { checkEmail } from "#app/.server/accounts/email-check.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { clientAddressKey, consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { EmailSchema } from "#app/forms/signup.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/validate-email";

/** GET /api/validate_email.php?email= → { token, status, email, request_email } (docs/product/api.md#e-mail-check). */
export async function loader(args: Route.LoaderArgs) {
  const { site } = guard(args, { access: "public" });
  const t = getI18n(args.context).t;
  const requestEmail = new URL(args.request.url).searchParams.get("email") ?? "";
  const parsed = EmailSchema.safeParse(requestEmail);
  if (!parsed.success) return apiError(400, "invalid_email", t("validation.email"));
  const limit = await consumeRateLimit("emailCheck", clientAddressKey(args.request));
  if (!limit.allowed) {
    return apiError(429, "too_many_requests", t("api.too_many_requests"), { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const result = await checkEmail(await getDb(), site, parsed.data);
  return Response.json({ ...result, request_email: requestEmail }, { headers: { "Cache-Control": "no-store" } });
}

export const action = () => methodNotAllowed(["GET"]);
