import { data } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { unsubscribeWithToken } from "#app/.server/notifications/message-alerts.server.ts";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/unsubscribe";

/**
 * `/notifications/unsubscribe?member=&token=`: the one-click way out of message e-mails, without a login (the token
 * is signed for that member). Opening the link turns them off (a scanner that prefetches it can only do what the
 * member asked for, and the switch is back on /profile); mail clients POST to it (RFC 8058), with the same effect.
 */
async function unsubscribe(args: Route.LoaderArgs | Route.ActionArgs) {
  const { site } = guard(args, { access: "public" });
  const query = new URL(args.request.url).searchParams;
  const done = await unsubscribeWithToken(await getDb(), site, query.get("member"), query.get("token"));
  return data({ done }, { status: done ? 200 : 400, headers: { "Cache-Control": "private, no-store" } });
}

export const loader = (args: Route.LoaderArgs) => unsubscribe(args);

/** Mail clients POST (RFC 8058); any other method is refused with the site's 405 page. */
export function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") throw data({ message: "Method Not Allowed" }, { status: 405, statusText: "Method Not Allowed" });
  return unsubscribe(args);
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function UnsubscribeScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const done = (actionData ?? loaderData).done;
  return (
    <div className="mx-auto w-full max-w-lg" data-slot="unsubscribe" data-done={done}>
      <PageHeading title={done ? t("safety.unsubscribe.title") : t("safety.unsubscribe.invalid_title")} />
      <AccountCard>
        {/* A link that does not work is a refusal: said as the form messages say theirs. */}
        <p data-slot={done ? undefined : "form-message"} role={done ? undefined : "alert"}>
          {done ? t("safety.unsubscribe.done") : t("safety.unsubscribe.invalid")}
        </p>
        <Link to="/profile#notifications" className="text-primary underline">
          {t("safety.unsubscribe.profile_link")}
        </Link>
      </AccountCard>
    </div>
  );
}
