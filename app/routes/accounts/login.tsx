import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/translation.tsx";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { requireForm } from "#app/.server/http/body.server.ts";
import { verifyLogin } from "#app/.server/accounts/login.server.ts";
import { isBarredDemoMember } from "#app/.server/accounts/demo-members.server.ts";
import { isKnownDevice, knownDeviceCookie, loginAccountKey } from "#app/.server/accounts/known-device.server.ts";
import { createSession, readSessionToken, sessionCookie } from "#app/.server/accounts/session.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { isHoneypotFilled } from "#app/.server/security/honeypot.server.ts";
import {
  clientAddressKey,
  consumeRateLimit,
  mostRestrictive,
  resetRateLimit,
  rewardRateLimit,
  type RateLimitResult,
} from "#app/.server/security/rate-limit.server.ts";
import { redirectWithToast } from "#app/.server/toast.server.ts";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/honeypot.tsx";
import { FormErrors, InputField } from "#app/components/ui/field.tsx";
import { formProps, useFormOnDemand } from "#app/framework/form-on-demand.tsx";
import { LoginForm } from "#app/forms/lazy.ts";
import { LoginSchema } from "#app/forms/login.ts";
import { useSignupMode, useSite } from "#app/root-data.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import { isSecureRequest, safeRedirectPath } from "#app/routing/request.server.ts";
import { rootDescription, withSiteMeta } from "#app/routing/meta.ts";
import type { Route } from "./+types/login";

export async function loader(args: Route.LoaderArgs) {
  const { user } = guard(args, { access: "public" });
  if (user) throw redirect(safeRedirectPath(new URL(args.request.url).searchParams.get("redirectTo")));
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { site } = guard(args, { access: "public" });
  const { request, context } = args;
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  // A bot that filled the hidden field learns nothing beyond a failed login.
  if (isHoneypotFilled(formData)) {
    return data(submission.reply({ formErrors: ["login.invalid_credentials"], hideFields: ["password"] }), { status: 400 });
  }
  // Failures count per address (any account; an IPv6 /64), per account and address, and per account from anywhere
  // (decision 012). Each is counted before the password is checked (atomically, in the database) and given back on
  // success: checked first and counted after, a burst of parallel guesses all passed the check. The account-wide
  // limit refuses every browser but the account's known devices, so strangers can never lock the owner out.
  const accountKey = loginAccountKey(site.id, submission.value.email);
  const ipKey = clientAddressKey(request);
  const pairKey = `${accountKey}|${ipKey}`;
  const refused = (limit: Extract<RateLimitResult, { allowed: false }>) => {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return data(submission.reply({ formErrors: [`account_life.rate_limited?minutes=${minutes}`], hideFields: ["password"] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  };
  const byAddress = mostRestrictive(await consumeRateLimit("login", ipKey), await consumeRateLimit("loginAccountIp", pairKey));
  if (!byAddress.allowed) return refused(byAddress);
  const knownDevice = await isKnownDevice(request.headers.get("cookie"), accountKey);
  if (!knownDevice) {
    const byAccount = await consumeRateLimit("loginAccount", accountKey);
    if (!byAccount.allowed) return refused(byAccount);
  }
  const db = await getDb();
  // Outside demo mode the demo members' published password opens nothing (decision 063).
  const account = isBarredDemoMember(site, submission.value.email)
    ? null
    : await verifyLogin(db, site.id, submission.value.email, submission.value.password);
  if (!account) {
    return data(submission.reply({ formErrors: ["login.invalid_credentials"], hideFields: ["password"] }), { status: 400 });
  }
  if (account.banned) throw redirect("/pages/ban");
  // The account-wide count only gets its point back: a success must not give a guesser a fresh allowance.
  await Promise.all([
    rewardRateLimit("login", ipKey),
    resetRateLimit("loginAccountIp", pairKey),
    knownDevice ? Promise.resolve() : rewardRateLimit("loginAccount", accountKey),
  ]);
  const secure = isSecureRequest(request);
  const { token, expiresAt } = await createSession(db, account.id, site.id, readSessionToken(request.headers.get("cookie")));
  const t = getI18n(context).t;
  return redirectWithToast(
    request,
    safeRedirectPath(submission.value.redirectTo),
    { type: "success", description: t("login.welcome", { name: account.name }) },
    {
      headers: [
        ["Set-Cookie", sessionCookie(token, expiresAt, secure)],
        ["Set-Cookie", await knownDeviceCookie(request.headers.get("cookie"), accountKey, secure)],
      ],
    },
  );
}

/** A refused attempt's Retry-After reaches the browser on document requests too. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return withSiteMeta(matches, [], rootDescription(matches, "login"));
}

export default function LoginScreen({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  // Conform and Zod load on the form's first use (decision 048).
  const { form, fields, controller } = useFormOnDemand({ id: "login", schema: LoginForm, lastResult: actionData });
  const site = useSite();
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeading title={t("login.title")}>{t("login.intro")}</PageHeading>
      <Form
        method="post"
        {...formProps(form)}
        className="flex flex-col gap-2 rounded-card border border-card-border bg-card p-card shadow-card"
      >
        {controller}
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/"} />
        <HoneypotField />
        <InputField label={t("login.email")} field={fields.email} type="email" autoComplete="email" />
        <InputField label={t("login.password")} field={fields.password} type="password" autoComplete="current-password" />
        <FormErrors id={form.errorId} errors={form.errors} errorValues={{ site: site.name }} />
        <Button type="submit" loading={navigation.state === "submitting" && navigation.formAction?.startsWith("/login")}>
          {t("login.submit")}
        </Button>
        <div className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/reset-password" className="text-primary underline-offset-4 hover:underline">
            {t("login.forgot_password")}
          </Link>
          <span>
            {t("login.no_account")}{" "}
            <Link to="/signup" className="text-primary underline underline-offset-4">
              {t("login.signup_link", { context: signup.context })}
            </Link>
          </span>
        </div>
      </Form>
    </div>
  );
}
