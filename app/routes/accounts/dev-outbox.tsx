import { useTranslation } from "#app/i18n/translation.tsx";
import { listOutbox } from "#app/.server/mail/mailer.server.ts";
import { env } from "#app/.server/env.server.ts";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard, pageNotFound } from "#app/routing/guard.server.ts";
import { withSiteMeta } from "#app/routing/meta.ts";
import type { Route } from "./+types/dev-outbox";

/**
 * The local outbox for developers (mails written under DATA_DIR when no SMTP
 * server is configured). Outside production only; in production the path does not exist.
 */
export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  const url = new URL(args.request.url);
  // Only where a developer asked for it: the outbox holds reset links, which take over accounts.
  if (env.NODE_ENV !== "development" && env.NODE_ENV !== "test") throw pageNotFound(url.pathname);
  const to = url.searchParams.get("to")?.trim() || undefined;
  const messages = await listOutbox({ to, limit: 50 });
  return { to: to ?? "", messages };
}

export function meta({ matches }: Route.MetaArgs) {
  return withSiteMeta(matches, [{ name: "robots", content: "noindex" }]);
}

export default function DevOutboxScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { messages, to } = loaderData;
  return (
    <div className="flex flex-col gap-4" data-testid="dev-outbox">
      <PageHeading title={t("account_life.outbox_title")}>{t("account_life.outbox_intro")}</PageHeading>
      <form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t("account_life.outbox_filter")}
          <input name="to" defaultValue={to} type="email" className="h-10 rounded-md border border-border bg-card px-3" />
        </label>
        <button type="submit" className="h-10 rounded-md bg-primary px-4 text-primary-foreground">
          {t("account_life.outbox_apply")}
        </button>
      </form>
      {messages.length === 0 ? <p className="text-muted-foreground">{t("account_life.outbox_empty")}</p> : null}
      <ul className="flex flex-col gap-3">
        {messages.map((message) => (
          <li key={message.id} data-outbox-id={message.id} className="rounded-lg border border-border bg-card p-4">
            <details>
              <summary className="cursor-pointer">
                <span className="font-medium">{message.subject}</span>{" "}
                <span className="text-sm text-muted-foreground">
                  → {message.to} · {message.kind} · {message.date.slice(0, 16).replace("T", " ")} UTC
                </span>
              </summary>
              <pre className="mt-3 whitespace-pre-wrap break-words text-sm">{linkify(message.text)}</pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Makes the links of a plain-text mail clickable. */
function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="text-primary underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
