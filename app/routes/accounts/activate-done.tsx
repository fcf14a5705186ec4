import { useTranslation } from "#app/i18n/translation.tsx";
import { redirect } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { activateAccount } from "#app/.server/accounts/activation.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useOptionalUser, useSite } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import { withSiteMeta } from "#app/routing/meta.ts";
import type { Route } from "./+types/activate-done";

/**
 * The activation link lands here with its token: the account is activated, the
 * token used up, and the visitor redirected to this page without the token, so a
 * reload or a revalidation never spends the link again. A bad, used or expired
 * link goes to /activate/error.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site } = guard(args, { access: "public" });
  const token = new URL(args.request.url).searchParams.get("token");
  if (token !== null) {
    const activated = await activateAccount(await getDb(), site.id, token);
    throw redirect(activated ? "/activate/done" : "/activate/error");
  }
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return withSiteMeta(matches, [{ name: "robots", content: "noindex" }]);
}

export default function ActivateDoneScreen() {
  const { t } = useTranslation();
  const site = useSite();
  const user = useOptionalUser();
  return (
    <div data-slot="activate-done" className="mx-auto max-w-xl text-center">
      <div aria-hidden className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-success/15 text-3xl text-success">
        ✓
      </div>
      <PageHeading title={t("activation.done.title")}>{t("activation.done.text", { site: site.name })}</PageHeading>
      <Button asChild size="lg">
        {user ? <Link to="/members">{t("activation.done.to_members")}</Link> : <Link to="/login">{t("activation.done.login")}</Link>}
      </Button>
    </div>
  );
}
