import { data } from "react-router";
import { sendActivationMail } from "#app/.server/accounts/activation.server.ts";
import { getPublicUser } from "#app/.server/accounts/user.server.ts";
import { methodNotAllowed } from "#app/.server/api.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { clientAddressKey, consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import type { ResendAnswer } from "#app/components/account/activation-reminder.tsx";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/resend-activation";

export const loader = () => methodNotAllowed(["POST"]);

/** POST from the activation reminder: a fresh activation link for the logged-in, unconfirmed member. */
export async function action(args: Route.ActionArgs) {
  const { site, user } = guard(args, { access: "optional" });
  const i18n = getI18n(args.context);
  if (!user) return data<ResendAnswer>({ sent: false, message: i18n.t("api.unauthorized") }, { status: 403 });
  if (user.status !== "not_confirmed")
    return data<ResendAnswer>({ sent: false, message: i18n.t("account_life.already_confirmed") }, { status: 409 });
  const limit = await consumeRateLimit("activationResend", clientAddressKey(args.request), `${site.id}:${user.id}`);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return data<ResendAnswer>(
      { sent: false, message: i18n.t("account_life.rate_limited", { minutes }) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const db = await getDb();
  const { name } = await getPublicUser(db, user, site);
  const sent = await sendActivationMail(db, site, { userId: user.id, email: user.email, name }, { request: args.request, i18n });
  return sent
    ? data<ResendAnswer>({ sent: true })
    : data<ResendAnswer>({ sent: false, message: i18n.t("account_life.resend_failed") }, { status: 502 });
}
