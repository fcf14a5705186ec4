import { Form } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import type { NotificationEntry } from "#app/notifications/notification.ts";
import { useFeature, useRootData } from "#app/root-data.ts";
import { serviceHref } from "#app/routing/links.ts";
import { dateTimeFormat } from "#app/i18n/formats.ts";

export type { NotificationEntry };

export type NotificationsPageProps = { notifications: NotificationEntry[] };

/** /notifications: messages, likes and the e-mail change warning (anchor `email-change-incorrect`), newest first, unread marked. */
export function NotificationsPage({ notifications }: NotificationsPageProps) {
  const { t } = useTranslation();
  const root = useRootData()!;
  const header = useFeature("notifications.header");
  const dateFormat = dateTimeFormat(root.localeTag, { dateStyle: "medium", timeStyle: "short" });
  const unread = notifications.some((n) => !n.read);
  return (
    <>
      <PageHeading title={t("screens.notifications")} />
      {header ? (
        <div data-slot="notifications-header" className="mb-6 rounded-card border border-card-border bg-panel p-card">
          <h2 className="text-heading-section">{t("notifications.header_title")}</h2>
          <p className="mt-1 text-muted-foreground">{t("notifications.header_text")}</p>
        </div>
      ) : null}
      {unread ? (
        <Form method="post" className="mb-4 flex justify-end">
          <Button type="submit" variant="outline" size="sm">
            {t("notifications.mark_all_read")}
          </Button>
        </Form>
      ) : null}
      {notifications.length === 0 ? (
        <p data-slot="notifications-empty" className="text-muted-foreground">
          {t("notifications.empty")}
        </p>
      ) : (
        <ul data-slot="notification-list" className="divide-y divide-border overflow-hidden rounded-card border border-card-border bg-card">
          {notifications.map((n) => {
            const name = n.profile?.name ?? t("notifications.someone");
            const href =
              n.kind === "message" && n.conversation
                ? `/chats/${n.conversation}`
                : n.kind === "like" && n.profile
                  ? `/likes/m/${n.profile.id}`
                  : "/mail-change/not-me";
            return (
              <li
                key={n.id}
                id={n.kind === "email_change" ? "email-change-incorrect" : undefined}
                data-slot="notification"
                data-kind={n.kind}
                data-read={n.read || undefined}
                className={cn("flex items-center gap-3 border-l-4 border-l-transparent p-3", !n.read && "border-l-primary bg-muted")}
              >
                {n.profile ? (
                  <Avatar src={n.profile.main_image?.thumb_filename} className="size-10 shrink-0" width={40} height={40} />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className={cn(!n.read && "font-semibold")}>
                    {n.kind === "message"
                      ? t("notifications.message", { name })
                      : n.kind === "like"
                        ? t("notifications.like", { name })
                        : t("notifications.email_change")}
                    {!n.read ? (
                      <span className="ml-2 rounded-full bg-primary px-1.5 text-xs font-normal text-primary-foreground">
                        {t("notifications.unread")}
                      </span>
                    ) : null}
                  </p>
                  {n.kind === "email_change" ? (
                    <p className="text-sm text-muted-foreground">
                      {t("notifications.email_change_text")}{" "}
                      <Link to={serviceHref(true)} className="text-primary underline">
                        {t("footer.service")}
                      </Link>
                    </p>
                  ) : null}
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={n.created_at}>{dateFormat.format(new Date(n.created_at))}</time>
                  </p>
                </div>
                <Link to={href} className="text-sm font-medium text-primary hover:underline">
                  {n.kind === "email_change" ? t("notifications.email_change_link") : t("notifications.open")}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
