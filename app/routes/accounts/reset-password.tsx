import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/translation.tsx";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { requireForm } from "#app/.server/http/body.server.ts";
import { siteLink } from "#app/.server/accounts/account-mail.server.ts";
import { requestPasswordReset } from "#app/.server/accounts/password-reset.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { isHoneypotFilled } from "#app/.server/security/honeypot.server.ts";
import { clientAddressKey, consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { AccountCard, FormMessage } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/honeypot.tsx";
import { FormErrors, InputField } from "#app/components/ui/field.tsx";
import { useConformForm } from "#app/framework/use-conform-form.ts";
import { ResetPasswordRequestSchema } from "#app/forms/account.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/reset-password";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "optional" });
  return null;
}

type ActionData = { result: SubmissionResult<string[]>; sentTo?: string };

export async function action(args: Route.ActionArgs) {
  const { site } = guard(args, { access: "optional" });
  const { request, context } = args;
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: ResetPasswordRequestSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const { email } = submission.value;
  // A bot gets the same answer as a person, and no mail goes out.
  if (isHoneypotFilled(formData)) return data<ActionData>({ result: submission.reply({ resetForm: true }), sentTo: email });
  const limit = await consumeRateLimit("passwordReset", clientAddressKey(request), `${site.id}:${email}`);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return data<ActionData>(
      { result: submission.reply({ formErrors: [`account_life.rate_limited?minutes=${minutes}`] }) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const t = getI18n(context).t;
  await requestPasswordReset(await getDb(), site, {
    email,
    linkTo: (path) => siteLink(site, request, path),
    t: (key, options) => t(key, options),
  });
  return data<ActionData>({ result: submission.reply({ resetForm: true }), sentTo: email });
}

/** A refused attempt's Retry-After reaches the browser on document requests too. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export default function ResetPasswordScreen({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useConformForm({ id: "reset-password", schema: ResetPasswordRequestSchema, lastResult: actionData?.result });
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeading title={t("reset_password.title")}>{t("reset_password.intro")}</PageHeading>
      {actionData?.sentTo ? (
        <AccountCard>
          <FormMessage tone="success" id="reset-password-sent">
            <p className="font-medium">{t("reset_password.sent_title")}</p>
            <p className="mt-1">{t("reset_password.sent_text", { email: actionData.sentTo })}</p>
          </FormMessage>
          <p className="text-sm text-muted-foreground">{t("reset_password.sent_spam")}</p>
          <Link to="/login" className="text-sm text-primary underline-offset-4 hover:underline">
            {t("account_life.back_to_login")}
          </Link>
        </AccountCard>
      ) : (
        <Form method="post" {...getFormProps(form)}>
          <AccountCard>
            <HoneypotField />
            <InputField label={t("reset_password.email")} field={fields.email} type="email" autoComplete="email" />
            <FormErrors id={form.errorId} errors={form.errors} />
            <Button type="submit" loading={navigation.state === "submitting"}>
              {t("reset_password.submit")}
            </Button>
            <Link to="/login" className="mt-2 text-sm text-primary underline-offset-4 hover:underline">
              {t("account_life.back_to_login")}
            </Link>
          </AccountCard>
        </Form>
      )}
    </div>
  );
}
