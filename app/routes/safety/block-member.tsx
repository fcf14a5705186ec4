import { data, Form, useNavigation } from "react-router";
import { blockMember, SafetyError } from "#app/.server/safety/blocks.server.ts";
import { redirectWithToast } from "#app/.server/toast.server.ts";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { requireSafetyTarget } from "#app/routing/safety-target.server.ts";
import type { Route } from "./+types/block-member";

/** `/members/{id}/block`: what a block does, and the button that blocks (decision 083). */
export async function loader(args: Route.LoaderArgs) {
  const { target } = await requireSafetyTarget(args);
  return { target };
}

export async function action(args: Route.ActionArgs) {
  const { db, site, user, target } = await requireSafetyTarget(args);
  const t = getI18n(args.context).t;
  try {
    await blockMember(db, site, user, target.id);
  } catch (error) {
    if (error instanceof SafetyError) throw data({ message: t("safety.errors.not_found") }, { status: 404 });
    throw error;
  }
  return redirectWithToast(args.request, "/members", { type: "success", description: t("safety.block.done", { name: target.name }) });
}

export default function BlockMemberScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { target } = loaderData;
  return (
    <div className="mx-auto w-full max-w-lg" data-slot="block-member">
      <PageHeading title={t("safety.block.title", { name: target.name })} />
      <AccountCard>
        <p>{t("safety.block.intro", { name: target.name })}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Form method="post">
            <Button type="submit" variant="danger" loading={busy} data-testid="block-confirm">
              {t("safety.block.confirm")}
            </Button>
          </Form>
          <Button asChild variant="outline">
            <Link to={`/members/${target.id}`}>{t("safety.block.cancel")}</Link>
          </Button>
        </div>
      </AccountCard>
    </div>
  );
}
