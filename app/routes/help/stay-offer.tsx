import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { useSite } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import { serviceHref } from "#app/routing/links.ts";
import type { Route } from "./+types/stay-offer";

/**
 * The deletion offer's "yes" (site setting `delete_discount`): what the member gets and how to claim it through
 * customer service, until the credits work builds a discounted checkout (issue 9 item 5).
 */
export async function loader(args: Route.LoaderArgs) {
  const { site } = guard(args, { access: "required" });
  if (!site.delete_discount) throw data({ message: getI18n(args.context).t("errors.not_found") }, { status: 404 });
  return { percent: site.delete_discount };
}

export default function StayOfferScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { percent } = loaderData;
  return (
    <div className="mx-auto w-full max-w-lg" data-slot="stay-offer">
      <PageHeading title={t("help.stay_offer.title", { percent })} />
      <AccountCard>
        <p>{t("help.stay_offer.text", { site: site.name, percent })}</p>
        <p className="text-sm text-muted-foreground">{t("help.stay_offer.how")}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button asChild>
            <Link to={serviceHref(true)}>{t("help.stay_offer.contact")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/profile">{t("help.stay_offer.back")}</Link>
          </Button>
        </div>
      </AccountCard>
    </div>
  );
}
