import { useEffect, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { apiFetch } from "#app/api/client.ts";
import { readPushState, subscribeToPush, type PushState } from "#app/components/signup/push-state.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { ReportReason, ReportStatus } from "#app/forms/safety.ts";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useSite } from "#app/root-data.ts";
import { dateTimeFormat } from "#app/i18n/formats.ts";

export type BlockedMemberView = { id: number; name: string; thumb: string | null; blocked_at: string };
export type OwnReportView = {
  id: number;
  profile: { id: number; name: string };
  reason: ReportReason;
  status: ReportStatus;
  created_at: string;
};

/** "Blocked members" on /profile: each with a button that lifts the block (a plain form, works without script). */
export function BlockedMembers({ blocked }: { blocked: BlockedMemberView[] }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  if (blocked.length === 0) return <p className="text-sm text-muted-foreground">{t("safety.profile.blocked_empty")}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="blocked-members">
      {blocked.map((member) => (
        <li key={member.id} className="flex items-center justify-between gap-3" data-profile={member.id}>
          <span className="flex items-center gap-2">
            {member.thumb ? <img src={member.thumb} alt="" width={32} height={32} className="size-8 rounded-full object-cover" /> : null}
            <span>{member.name || t("safety.profile.deleted_member")}</span>
          </span>
          <Form method="post">
            <input type="hidden" name="intent" value="unblock" />
            <input type="hidden" name="profile" value={member.id} />
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              {t("safety.profile.unblock")}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** "Your reports" on /profile: whom, why, when, and where each stands. */
export function OwnReports({ reports, localeTag }: { reports: OwnReportView[]; localeTag: string }) {
  const { t } = useTranslation();
  if (reports.length === 0) return <p className="text-sm text-muted-foreground">{t("safety.profile.reports_empty")}</p>;
  const date = dateTimeFormat(localeTag, { dateStyle: "medium" });
  return (
    <ul className="flex flex-col gap-2" data-testid="own-reports">
      {reports.map((report) => (
        <li key={report.id} className="flex flex-wrap items-baseline justify-between gap-2" data-status={report.status}>
          <span>
            <strong>{report.profile.name || t("safety.profile.deleted_member")}</strong> · {t(`safety.report.reasons.${report.reason}`)}
            <span className="block text-sm text-muted-foreground">
              {t("safety.profile.reported_on", { date: date.format(new Date(report.created_at)) })}
            </span>
          </span>
          <span className="rounded-full bg-muted px-2 py-0.5 text-sm">{t(`safety.statuses.${report.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The JSON download of everything stored about the member (a plain link: the browser saves the attachment). */
export function DataDownload() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <a href="/profile/data.json" download data-testid="data-download">
        {t("safety.profile.data_download")}
      </a>
    </Button>
  );
}

/**
 * Notification settings: push in this browser (the sign-up's subscription code; the server keeps the subscription
 * or forgets it), and e-mail alerts for new messages (a plain form).
 */
export function NotificationSettings({ messageEmails }: { messageEmails: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="flex flex-col gap-4">
      <PushSwitch />
      <Form method="post" className="flex flex-col gap-2" data-testid="notification-settings">
        <input type="hidden" name="intent" value="notifications" />
        <label className="flex items-start gap-2">
          <input type="checkbox" name="messageEmails" defaultChecked={messageEmails} className="mt-1" key={String(messageEmails)} />
          <span>{t("safety.profile.email_label")}</span>
        </label>
        <div>
          <Button type="submit" size="sm" loading={busy}>
            {t("safety.profile.save")}
          </Button>
        </div>
      </Form>
    </div>
  );
}

function PushSwitch() {
  const { t } = useTranslation();
  const site = useSite();
  const fetcher = useFetcher();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void readPushState().then(setState);
  }, []);
  const subscribed = typeof state?.isSubscribed === "string" && state.isSubscribed !== "denied";

  async function turnOn() {
    if (!site.push_pub) return;
    setBusy(true);
    setFailed(false);
    const result = await subscribeToPush(site.push_pub);
    setState(result.state);
    if (result.subscription) {
      await apiFetch("/api/user.php", { method: "POST", query: { push: 1 }, body: { subscription: result.subscription } }).catch(() =>
        setFailed(true),
      );
    } else if (result.state.isSubscribed === null) setFailed(true);
    setBusy(false);
  }

  async function turnOff() {
    setBusy(true);
    setFailed(false);
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        // The server forgets it first: a browser that fails to unsubscribe must not keep getting pushes.
        await fetcher.submit({ intent: "push-off", endpoint: subscription.endpoint }, { method: "post" });
        await subscription.unsubscribe();
      }
      setState({ isCapable: true, isSubscribed: false });
    } catch (error) {
      console.error("turning push off failed", error);
      setFailed(true);
    }
    setBusy(false);
  }

  let body;
  if (state === null) body = null;
  else if (!state.isCapable || !site.push_pub)
    body = <p className="text-sm text-muted-foreground">{t("safety.profile.push_unavailable")}</p>;
  else if (state.isSubscribed === "denied") body = <p className="text-sm text-muted-foreground">{t("safety.profile.push_denied")}</p>;
  else
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm" data-testid="push-state" data-on={subscribed}>
          {subscribed ? t("safety.profile.push_is_on") : t("safety.profile.push_is_off")}
        </span>
        <Button type="button" size="sm" variant="outline" loading={busy} onClick={() => void (subscribed ? turnOff() : turnOn())}>
          {subscribed ? t("safety.profile.push_off") : t("safety.profile.push_on")}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-1" data-slot="push-switch">
      <p className="font-medium">{t("safety.profile.push_label")}</p>
      {body}
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t("safety.profile.push_failed")}
        </p>
      ) : null}
    </div>
  );
}
