import { apiError, bodyError, methodNotAllowed } from "#app/.server/api.server.ts";
import { readJson } from "#app/.server/http/body.server.ts";
import { logoutToken } from "#app/.server/accounts/logout.server.ts";
import { sendActivationMail } from "#app/.server/accounts/activation.server.ts";
import { runInBackground } from "#app/.server/db/background-work.server.ts";
import {
  PUSH_KEYS_INVALID,
  PUSH_SERVICE_REFUSED,
  savePushSubscription,
  PushSubscriptionSchema,
} from "#app/.server/accounts/push.server.ts";
import { createSession, getSessionUser, readSessionToken, sessionCookie, sessionIdOf } from "#app/.server/accounts/session.server.ts";
import { createAccount, NewAccountSchema } from "#app/.server/accounts/signup.server.ts";
import { getPublicUser } from "#app/.server/accounts/user.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { answersFromCookie, clearAnswersCookie, saveAnswersAsFilters } from "#app/.server/landers/match-finder.server.ts";
import { networkRecordOf, trackingRecordOf, trafficSourceOf } from "#app/.server/tracking/traffic-source.server.ts";
import { updateOwnProfile } from "#app/.server/profiles/profile-update.server.ts";
import { isHoneypotFilled } from "#app/.server/security/honeypot.server.ts";
import { clientAddressKey, clientIp, consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { ProfileUpdateSchema } from "#app/forms/signup-profile.ts";
import { splitMessageKey } from "#app/forms/messages.ts";
import { getI18n, getLanguage } from "#app/middleware/i18n.server.ts";
import { guard, requireApiUser } from "#app/routing/guard.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import { isLanguage } from "#app/site/locales.ts";
import type { Route } from "./+types/user";

/** GET /api/user.php → { user } for a logged-in member, 403 otherwise (the browser then clears its user). */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = requireApiUser(args);
  const publicUser = await getPublicUser(await getDb(), user, site);
  // For clients that send no Sec-Fetch-Site / Origin: GET /api/logout.php?token=… (decision 019).
  const sessionToken = readSessionToken(args.request.headers.get("cookie"));
  return {
    user: {
      ...publicUser,
      network: networkRecordOf(user.network),
      ...(sessionToken ? { logout_token: logoutToken(sessionToken) } : {}),
    },
  };
}

/**
 * POST ?new=1 creates an account and logs it in; POST ?push=1 registers a push
 * subscription; PUT saves parts of the own profile (docs/product/api.md#user).
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const query = new URL(request.url).searchParams;
  if (request.method === "POST" && query.has("new")) return signUp(args);
  if (request.method === "POST" && query.has("push")) return registerPush(args);
  if (request.method === "PUT") return saveProfile(args);
  return methodNotAllowed(["GET", "POST ?new=1", "POST ?push=1", "PUT"]);
}

function translate(context: Route.ActionArgs["context"], message: string) {
  const { key, values } = splitMessageKey(message);
  return getI18n(context).t(key, values);
}

async function signUp(args: Route.ActionArgs) {
  const { site } = guard(args, { access: "public" });
  const { request, context } = args;
  const t = getI18n(context).t;
  const read = await readJson(request);
  if (!read.ok) return bodyError(read.failure);
  const body = read.value;
  if (body && typeof body === "object" && isHoneypotFilled(body as Record<string, unknown>)) {
    return apiError(400, "bad_request", t("api.bad_request"));
  }
  const ip = clientIp(request);
  const limit = await consumeRateLimit("signup", clientAddressKey(request));
  if (!limit.allowed) {
    return apiError(429, "too_many_requests", t("api.too_many_requests"), { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const parsed = NewAccountSchema.safeParse(body);
  if (!parsed.success) return apiError(400, "bad_request", t("api.bad_request"));

  const db = await getDb();
  const userAgent = request.headers.get("user-agent") ?? "";
  const language = getLanguage(context);
  // The browser sends what it knows; the tracking cookie is the server's own record of the referral (decision 023).
  const trafficsource = parsed.data.trafficsource?.trim() || trafficSourceOf(request);
  const result = await createAccount(
    db,
    site,
    { ...parsed.data, trafficsource },
    {
      userAgent,
      ip,
      fallbackLanguage: isLanguage(language) ? language : "en",
      // The whole record (network, ref, sub1–sub3, …) goes on the account, for reports and postbacks (decision 035).
      tracking: trackingRecordOf(request),
    },
  );
  if (!result.ok) {
    const { failure } = result;
    if (failure.code === "invalid") {
      const [field, message] = Object.entries(failure.fields)[0]!;
      return apiError(400, `invalid_${field}`, translate(context, message));
    }
    if (failure.code === "closed") return apiError(403, "signups_closed", t("signup_flow.invite_only.text"));
    if (failure.code === "csrf") return apiError(400, "csrf", t("signup_flow.errors.csrf"));
    if (failure.code === "email_check") return apiError(400, "email_check", t("signup_flow.errors.email_check"));
    return apiError(409, "exists", t("signup_flow.errors.exists"));
  }

  const { token, expiresAt } = await createSession(db, result.userId, site.id, readSessionToken(request.headers.get("cookie")));
  const email = parsed.data.email.trim().toLowerCase();
  const name = (parsed.data.firstname ?? parsed.data.name ?? "").trim();
  // The mail goes out after the answer; the sign-up polls GET /api/activate.php for `delivered`.
  runInBackground(sendActivationMail(db, site, { userId: result.userId, email, name }, { request, i18n: getI18n(context) }));

  // Answers of the match finder become the new member's search settings.
  const answers = answersFromCookie(request, site);
  if (answers) await saveAnswersAsFilters(db, site, result.userId, answers);

  const sessionUser = await getSessionUser(db, token, site.id);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", sessionCookie(token, expiresAt, isSecureRequest(request)));
  if (answers) headers.append("Set-Cookie", clearAnswersCookie(isSecureRequest(request)));
  return Response.json(
    { status: "created", user: sessionUser ? await getPublicUser(db, sessionUser, site) : null },
    { status: 201, headers },
  );
}

async function registerPush(args: Route.ActionArgs) {
  const { user } = requireApiUser(args);
  const t = getI18n(args.context).t;
  const read = await readJson(args.request);
  if (!read.ok) return bodyError(read.failure);
  const parsed = PushSubscriptionSchema.safeParse(read.value);
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.message === PUSH_SERVICE_REFUSED)) {
      return apiError(400, "push_service_refused", t(PUSH_SERVICE_REFUSED));
    }
    if (parsed.error.issues.some((issue) => issue.message === PUSH_KEYS_INVALID)) {
      return apiError(400, "push_keys_invalid", t(PUSH_KEYS_INVALID));
    }
    return apiError(400, "bad_request", t("api.bad_request"));
  }
  // The subscription belongs to this session: logging out (or any end of the session) removes it.
  const token = readSessionToken(args.request.headers.get("cookie"));
  await savePushSubscription(
    await getDb(),
    user.id,
    parsed.data.subscription,
    args.request.headers.get("user-agent") ?? "",
    token ? sessionIdOf(token) : null,
  );
  return { status: "subscribed" };
}

async function saveProfile(args: Route.ActionArgs) {
  const { site, user } = requireApiUser(args);
  const { context } = args;
  const t = getI18n(context).t;
  const read = await readJson(args.request);
  if (!read.ok) return bodyError(read.failure);
  const parsed = ProfileUpdateSchema.safeParse(read.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message.includes(".") ? translate(context, issue.message) : t("api.bad_request");
    return apiError(400, "bad_request", message);
  }
  const db = await getDb();
  const result = await updateOwnProfile(db, site, user, parsed.data);
  if (!result.ok) {
    const [field, message] = Object.entries(result.errors)[0]!;
    return apiError(400, `invalid_${field}`, translate(context, message));
  }
  return { user: await getPublicUser(db, user, site) };
}
