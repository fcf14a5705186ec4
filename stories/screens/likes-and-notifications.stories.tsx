import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NavLink } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import type { LikesOverviewData } from "#app/components/members/like-button.tsx";
import { MemberGrid } from "#app/components/members/member-grid.tsx";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useRootData, useSite } from "#app/root-data.ts";
import { members } from "../data.ts";

/**
 * /likes and /notifications as their routes lay them out, with loader-like fixture data (the route modules carry
 * server loaders a browser story cannot import, so their page markup is mirrored around the shared components).
 */
const overview: LikesOverviewData = {
  profiles: members.filter((m) => m.did_like_profile).concat(members[2]!),
  liked_by: members.slice(0, 4).map((m, index) => ({ ...m, like_new: index < 2 })),
};
const none: LikesOverviewData = { profiles: [], liked_by: [] };

function LikesScreen({ likes }: { likes: LikesOverviewData }) {
  const { t } = useTranslation();
  const site = useSite();
  const newIds = new Set(likes.liked_by.filter((p) => p.like_new).map((p) => p.id));
  const likedIds = new Set(likes.profiles.map((p) => p.id));
  const mutual = likes.liked_by.filter((p) => likedIds.has(p.id));
  const sections = [
    { id: "liked-by", title: t("likes.liked_by_title"), members: likes.liked_by, empty: t("likes.liked_by_empty") },
    { id: "liked", title: t("likes.liked_title"), members: likes.profiles, empty: t("likes.liked_empty") },
  ];
  const tabs = [
    { to: "/", label: t("likes.tab_all"), count: newIds.size },
    { to: "/likes/liked-by", label: t("likes.tab_liked_by"), count: likes.liked_by.length },
    { to: "/likes/liked", label: t("likes.tab_liked"), count: likes.profiles.length },
    { to: "/likes/mutual", label: t("likes.tab_mutual"), count: mutual.length },
  ];
  return (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <PageHeading title={t("screens.likes")} />
      <nav aria-label={t("likes.tabs")} className="mb-6 flex flex-wrap gap-2 justify-heading">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) =>
              cn(
                "inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm",
                isActive ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted",
              )
            }
          >
            {tab.label}
            <span className="text-xs opacity-80">{tab.count}</span>
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-col gap-section">
        {sections.map((section) => (
          <section key={section.id} data-slot={`likes-${section.id}`} aria-labelledby={`likes-${section.id}-title`}>
            <h2 id={`likes-${section.id}-title`} className="mb-4 text-heading-section heading-align lavish:text-3xl">
              {section.title}
            </h2>
            {section.members.length ? (
              <MemberGrid
                members={section.members}
                fictionalIcon={site.fictional_icon}
                context="likes"
                newIds={section.id === "liked" ? undefined : newIds}
              />
            ) : (
              <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">{section.empty}</p>
            )}
          </section>
        ))}
      </div>
    </main>
  );
}

const meta = {
  title: "Screens/Likes and notifications",
  component: LikesScreen,
  args: { likes: overview },
  globals: { user: "member" },
} satisfies Meta<typeof LikesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who likes me (new likes marked) and whom I like, with the tabs' counts. */
export const Likes: Story = {
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const likedBy = canvasElement.querySelector<HTMLElement>('[data-slot="likes-liked-by"]')!;
    await expect(within(likedBy).getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByRole("link", { name: /overview/i })).toHaveAttribute("aria-current", "page");
  },
};
export const LikesMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
export const LikesEmpty: Story = { args: { likes: none } };

type Notification = {
  id: number;
  kind: "message" | "like" | "email_change";
  read: boolean;
  created_at: string;
  conversation: number | null;
  profile: (typeof members)[number] | null;
};
const notifications: Notification[] = [
  { id: 1, kind: "message", read: false, created_at: "2026-11-25T17:48:00.000Z", conversation: 11, profile: members[0]! },
  { id: 2, kind: "like", read: false, created_at: "2026-11-25T15:02:00.000Z", conversation: null, profile: members[1]! },
  { id: 3, kind: "email_change", read: true, created_at: "2026-11-20T09:30:00.000Z", conversation: null, profile: null },
  { id: 4, kind: "like", read: true, created_at: "2026-11-18T21:15:00.000Z", conversation: null, profile: members[4]! },
];

function NotificationsScreen({ list }: { list: Notification[] }) {
  const { t } = useTranslation();
  const root = useRootData()!;
  const dateFormat = new Intl.DateTimeFormat(root.localeTag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <PageHeading title={t("screens.notifications")} />
      {list.some((n) => !n.read) ? (
        <form method="post" className="mb-4 flex justify-end">
          <Button type="submit" variant="outline" size="sm">
            {t("notifications.mark_all_read")}
          </Button>
        </form>
      ) : null}
      {list.length === 0 ? (
        <p className="text-muted-foreground">{t("notifications.empty")}</p>
      ) : (
        <ul data-slot="notification-list" className="divide-y divide-border overflow-hidden rounded-card border border-card-border bg-card">
          {list.map((n) => {
            const name = n.profile?.name ?? t("notifications.someone");
            const href =
              n.kind === "message" ? `/chats/${n.conversation}` : n.kind === "like" ? `/likes/m/${n.profile!.id}` : "/mail-change/not-me";
            return (
              <li
                key={n.id}
                data-slot="notification"
                data-kind={n.kind}
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
                    <p className="text-sm text-muted-foreground">{t("notifications.email_change_text")}</p>
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
    </main>
  );
}
export const Notifications: StoryObj<typeof NotificationsScreen> = {
  render: (args) => <NotificationsScreen {...args} />,
  args: { list: notifications },
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sophie sent you a message")).toBeInTheDocument();
    await expect(canvas.getAllByRole("link", { name: "Open" })[0]).toHaveAttribute("href", "/chats/11");
  },
};
export const NotificationsMobile: StoryObj<typeof NotificationsScreen> = {
  render: (args) => <NotificationsScreen {...args} />,
  args: { list: notifications },
  globals: { user: "member", viewport: { value: "mobile" } },
};
export const NotificationsEmpty: StoryObj<typeof NotificationsScreen> = {
  render: (args) => <NotificationsScreen {...args} />,
  args: { list: [] },
};
