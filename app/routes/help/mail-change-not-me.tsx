import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useOptionalUser, useSite } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import { serviceHref } from "#app/routing/links.ts";
import type { Route } from "./+types/mail-change-not-me";

/**
 * Where the old address's "I did not make this change" leads: a public notice, because whoever
 * reads that mail has most likely lost the account to the new address and cannot log in.
 */
export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  return null;
}

export default function MailChangeNotMeScreen() {
  const { t } = useTranslation();
  const site = useSite();
  const user = useOptionalUser();
  return (
    <div className="mx-auto w-full max-w-lg" data-slot="mail-change-not-me">
      <PageHeading title={t("help.mail_change_not_me.title")} />
      <AccountCard>
        <p>{t("help.mail_change_not_me.text", { site: site.name })}</p>
        <p className="text-sm text-muted-foreground">{t("help.mail_change_not_me.password")}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button asChild>
            <Link to={serviceHref(user !== null)}>{t("help.mail_change_not_me.contact")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/reset-password">{t("help.mail_change_not_me.reset")}</Link>
          </Button>
        </div>
      </AccountCard>
    </div>
  );
}
