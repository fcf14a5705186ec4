import { Trans, useTranslation } from "#app/i18n/translation.tsx";
import { redirect } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { contentValues } from "#app/.server/content/company.server.ts";
import { ContactChannels } from "#app/components/content/contact-channels.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { getLanguage } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import { serviceHref } from "#app/routing/links.ts";
import type { Route } from "./+types/contact";

/**
 * /contact: customer service for everyone. `/pages/service` needs a login (docs/product/screens-and-access.md#access-levels), so the
 * "contact customer service" links a logged-out visitor sees (footer, /account-deleted, mails) lead here; a member is
 * sent on to the contact form there.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "public" });
  if (user) throw redirect(serviceHref(true));
  return { values: contentValues(site, getLanguage(args.context)) };
}

export default function ContactScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const link = "text-primary underline underline-offset-2 hover:no-underline";
  return (
    <div data-slot="public-contact" className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <PageHeading title={t("screens.pages_service")} />
      <p className="text-muted-foreground">{t("help.contact.intro")}</p>
      <ContactChannels values={loaderData.values} />
      <p>
        <Trans
          i18nKey="help.contact.members_form"
          components={{ login: <Link to="/login?redirectTo=%2Fpages%2Fservice" className={link} /> }}
        />
      </p>
      <p>
        <Trans i18nKey="help.contact.complaint" components={{ complaints: <Link to="/complaints" className={link} /> }} />
      </p>
    </div>
  );
}
