/// <reference lib="webworker" />
/**
 * `/sw-push.js?v=2`, imported by `/sw.js` (contract 2 with the chat work, docs/product/pwa.md#push). The push body is JSON
 * `{ title, body, url, tag }`; open pages are told of it (their push state's `lastMessage`); a click focuses a window
 * already showing its target, or opens it: `url` when logged in, the login page with a return to `url` when not.
 */
import { PUSH_MESSAGE_EVENT, pushClickTarget, type PushMessage } from "./pwa/push-click.ts";

declare const self: ServiceWorkerGlobalScope;

type PushPayload = { title: string; body: string; url: string; tag: string };

function parsePayload(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (!value || typeof value.title !== "string") return null;
    return {
      title: value.title,
      body: typeof value.body === "string" ? value.body : "",
      url: typeof value.url === "string" ? value.url : "/",
      tag: typeof value.tag === "string" ? value.tag : "",
    };
  } catch {
    return null;
  }
}

/** Whether a member is logged in on this site now: the user call answers 200 with a user, a visitor 403. */
async function loggedIn(): Promise<boolean> {
  try {
    const response = await fetch("/api/user.php", { credentials: "same-origin", headers: { "X-App-Package": "datingplatform-web" } });
    if (!response.ok) return false;
    const body = (await response.json()) as { user?: unknown };
    return !!body.user;
  } catch {
    // Offline: open the message; the page shows what it can (the offline chat, or the offline page).
    return true;
  }
}

/** Open pages keep the last push in their push state (`lastMessage`); it is never stored by the worker. */
async function tellPages(payload: PushPayload) {
  const message: PushMessage = { title: payload.title, body: payload.body, url: payload.url, receivedAt: new Date().toISOString() };
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage({ type: PUSH_MESSAGE_EVENT, message });
}

self.addEventListener("push", (event) => {
  const payload = parsePayload(event.data);
  if (!payload) return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag || undefined,
        data: { url: payload.url },
        icon: "/icons/icon-192.png",
      }),
      tellPages(payload),
    ]),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(
    (async () => {
      // The message for a logged-in member; the login page with a return to it for a logged-out one.
      const url = pushClickTarget(typeof data === "string" ? data : "/", self.location.origin, await loggedIn());
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});

export {};
