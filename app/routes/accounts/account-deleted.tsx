import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useSite } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import { serviceHref } from "#app/routing/links.ts";
import type { Route } from "./+types/account-deleted";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "optional" });
  return null;
}

export default function AccountDeletedScreen() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className="mx-auto w-full max-w-lg" data-testid="account-deleted">
      <PageHeading title={t("delete_account.deleted_title")} />
      <AccountCard>
        <p>{t("delete_account.deleted_text", { site: site.name })}</p>
        <p className="text-sm text-muted-foreground">{t("delete_account.deleted_mail_note")}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/">{t("common.back_home")}</Link>
          </Button>
          <Button asChild variant="outline">
            {/* The member was just logged out: the public contact page, not the member form. */}
            <Link to={serviceHref(false)}>{t("delete_account.contact_service")}</Link>
          </Button>
        </div>
      </AccountCard>
    </div>
  );
}
