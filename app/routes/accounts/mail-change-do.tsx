import { useTranslation } from "#app/i18n/translation.tsx";
import { redirect } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { siteLink } from "#app/.server/accounts/account-mail.server.ts";
import { applyEmailChange } from "#app/.server/accounts/email-change.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { AccountCard, FormMessage } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { useOptionalUser } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/mail-change-do";

const OUTCOMES = ["done", "invalid", "taken"] as const;
type Outcome = (typeof OUTCOMES)[number];

/**
 * Opening the mailed link applies the change at once, then redirects to a
 * token-free URL: reloading or revalidating never spends the token twice.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site } = guard(args, { access: "public" });
  const url = new URL(args.request.url);
  const token = url.searchParams.get("token");
  if (token !== null) {
    const t = getI18n(args.context).t;
    const result = await applyEmailChange(await getDb(), site, token, {
      linkTo: (path) => siteLink(site, args.request, path),
      t: (key, options) => t(key, options),
    });
    const outcome: Outcome = result.ok ? "done" : result.reason === "address_taken" ? "taken" : "invalid";
    // The result page names no address from the URL: a crafted link cannot make it show someone else's.
    throw redirect(`/mail-change/do?result=${outcome}`);
  }
  const result = url.searchParams.get("result");
  return { outcome: (OUTCOMES as readonly string[]).includes(result ?? "") ? (result as Outcome) : "invalid" };
}

export default function MailChangeDoScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useOptionalUser();
  const { outcome } = loaderData;
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeading title={t(outcome === "done" ? "mail_change.done_title" : "mail_change.failed_title")} />
      <AccountCard>
        {outcome === "done" ? (
          <FormMessage tone="success" id="mail-change-done">
            {user ? t("mail_change.done_text", { email: user.email }) : t("mail_change.done_text_plain")}
          </FormMessage>
        ) : (
          <FormMessage id="mail-change-failed">
            {t(outcome === "taken" ? "mail_change.taken_text" : "mail_change.invalid_text")}
          </FormMessage>
        )}
        <Button asChild variant={outcome === "done" ? "primary" : "outline"}>
          <Link to={user ? "/profile" : "/login"}>{t(user ? "my_profile.back_to_profile" : "account_life.back_to_login")}</Link>
        </Button>
      </AccountCard>
    </div>
  );
}
