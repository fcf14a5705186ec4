import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/translation.tsx";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { requireForm } from "#app/.server/http/body.server.ts";
import { isResetTokenUsable, resetPassword } from "#app/.server/accounts/password-reset.server.ts";
import { clearSessionCookie } from "#app/.server/accounts/session.server.ts";
import { knownDeviceCookie, loginAccountKey } from "#app/.server/accounts/known-device.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { redirectWithToast } from "#app/.server/toast.server.ts";
import { AccountCard, FormMessage } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { InputField } from "#app/components/ui/field.tsx";
import { useConformForm } from "#app/framework/use-conform-form.ts";
import { NewPasswordSchema, PASSWORD_MIN_LENGTH } from "#app/forms/account.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import type { Route } from "./+types/reset-password-do";

function tokenOf(request: Request) {
  return new URL(request.url).searchParams.get("token") ?? "";
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "optional" });
  const token = tokenOf(args.request);
  // A single-use link: its page must never come from a cache once the token is spent.
  return data(
    { usable: token !== "" && (await isResetTokenUsable(await getDb(), token)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  guard(args, { access: "optional" });
  const { request, context } = args;
  const submission = parseWithZod(await requireForm(request), { schema: NewPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), expired: false }, { status: 400 });
  }
  const done = await resetPassword(await getDb(), tokenOf(request), submission.value.password);
  if (!done) return data({ result: submission.reply({ hideFields: ["password"] }), expired: true }, { status: 400 });
  // Every session ended, this browser's too; the member logs in with the new password. Opening the mailed link
  // proves the member, so this browser becomes a known device: strangers' guesses cannot keep them out (decision 012).
  const secure = isSecureRequest(request);
  return redirectWithToast(
    request,
    "/login",
    { type: "success", description: getI18n(context).t("reset_password.done") },
    {
      headers: [
        ["Set-Cookie", clearSessionCookie(secure)],
        ["Set-Cookie", await knownDeviceCookie(request.headers.get("cookie"), loginAccountKey(done.siteId, done.email), secure)],
      ],
    },
  );
}

export default function ResetPasswordDoScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useConformForm({ id: "new-password", schema: NewPasswordSchema, lastResult: actionData?.result });
  if (!loaderData.usable || actionData?.expired) {
    return (
      <div className="mx-auto w-full max-w-md">
        <PageHeading title={t("reset_password.invalid_title")} />
        <AccountCard>
          <FormMessage id="reset-link-invalid">{t("reset_password.invalid_text")}</FormMessage>
          <Button asChild>
            <Link to="/reset-password">{t("reset_password.request_new")}</Link>
          </Button>
        </AccountCard>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeading title={t("reset_password.do_title")}>{t("reset_password.do_intro", { count: PASSWORD_MIN_LENGTH })}</PageHeading>
      <Form method="post" {...getFormProps(form)}>
        <AccountCard>
          <InputField label={t("reset_password.new_password")} field={fields.password} type="password" autoComplete="new-password" />
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("reset_password.do_submit")}
          </Button>
        </AccountCard>
      </Form>
    </div>
  );
}
