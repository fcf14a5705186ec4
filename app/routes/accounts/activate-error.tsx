import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useOptionalUser } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import { withSiteMeta } from "#app/routing/meta.ts";
import type { Route } from "./+types/activate-error";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return withSiteMeta(matches, [{ name: "robots", content: "noindex" }]);
}

/**
 * An unknown, used or expired activation link: say so and offer the way on. A member who is logged in and already
 * active (they opened the link twice) is told so, not sent to log in for a new mail.
 */
export default function ActivateErrorScreen() {
  const { t } = useTranslation();
  const user = useOptionalUser();
  if (user?.confirmed) {
    return (
      <div data-slot="activate-error" data-active="" className="mx-auto max-w-xl text-center">
        <PageHeading title={t("activation.error.title_active")}>{t("activation.error.text_active")}</PageHeading>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/members">{t("activation.done.to_members")}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div data-slot="activate-error" className="mx-auto max-w-xl text-center">
      <PageHeading title={t("activation.error.title")}>{t(user ? "activation.error.text_member" : "activation.error.text")}</PageHeading>
      <div className="flex flex-wrap justify-center gap-3">
        {user ? (
          <Button asChild size="lg">
            <Link to="/profile">{t("activation.error.to_profile")}</Link>
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to="/login">{t("activation.error.login")}</Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to="/pages/faq">{t("activation.error.help")}</Link>
        </Button>
      </div>
    </div>
  );
}
