import { useTranslation } from "#app/i18n/translation.tsx";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { deletionOfferOpen, grantDeletionOffer, markDeletionStarted, TIME_BONUS_DAYS } from "#app/.server/credits/discounts.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { requireForm } from "#app/.server/http/body.server.ts";
import { redirectWithToast } from "#app/.server/toast.server.ts";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { useSite } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/stay-offer";

/** The offer exists for a member who just opened the account deletion on a site with `delete_discount`; else 404. */
async function requireOffer(args: Route.LoaderArgs | Route.ActionArgs) {
  const { site, user } = guard(args, { access: "required" });
  if (!site.delete_discount || !(await deletionOfferOpen(await getDb(), user.id))) {
    throw data({ message: getI18n(args.context).t("errors.not_found") }, { status: 404 });
  }
  return { site, user, percent: site.delete_discount };
}

/**
 * The deletion offer's "yes" (site setting `delete_discount`, decisions 024 and 059): what the member gets, and the
 * button that takes it — only after they opened the account deletion — a personal discount (the spec's time bonus) that /credits and its checkout then apply (decision 030).
 */
export async function loader(args: Route.LoaderArgs) {
  const { percent } = await requireOffer(args);
  return { percent, days: TIME_BONUS_DAYS };
}

export async function action(args: Route.ActionArgs) {
  const form = await requireForm(args.request);
  if (form.get("intent") === "start") {
    // The account deletion dialog opened: from now on (for a while) its offer may be taken.
    const { site, user } = guard(args, { access: "required" });
    if (!site.delete_discount) throw data({ message: getI18n(args.context).t("errors.not_found") }, { status: 404 });
    await markDeletionStarted(await getDb(), user.id);
    return { started: true };
  }
  const { site, user, percent } = await requireOffer(args);
  await grantDeletionOffer(await getDb(), site, user.id);
  const t = getI18n(args.context).t;
  return redirectWithToast(args.request, "/credits", { type: "success", description: t("help.stay_offer.claimed", { percent }) });
}

export default function StayOfferScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  const busy = useNavigation().state !== "idle";
  const { percent, days } = loaderData;
  return (
    <div className="mx-auto w-full max-w-lg" data-slot="stay-offer">
      <PageHeading title={t("help.stay_offer.title", { percent })} />
      <AccountCard>
        <p>{t("help.stay_offer.text", { site: site.name, percent })}</p>
        <p className="text-sm text-muted-foreground">{t("help.stay_offer.how", { days })}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Form method="post">
            <Button type="submit" loading={busy} data-testid="stay-offer-claim">
              {t("help.stay_offer.claim", { percent })}
            </Button>
          </Form>
          <Button asChild variant="outline">
            <Link to="/profile">{t("help.stay_offer.back")}</Link>
          </Button>
        </div>
      </AccountCard>
    </div>
  );
}
