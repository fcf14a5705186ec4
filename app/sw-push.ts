/// <reference lib="webworker" />
/**
 * `/sw-push.js?v=2`, imported by `/sw.js` (contract 2 with the chat work, spec section 7). The push body is JSON
 * `{ title, body, url, tag }`; a click focuses a window already showing `url`, or opens it.
 */
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

/** Only this site's own pages may be opened from a notification. */
function sameOriginUrl(url: unknown): string {
  try {
    const target = new URL(typeof url === "string" ? url : "/", self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + "/";
  } catch {
    return self.location.origin + "/";
  }
}

self.addEventListener("push", (event) => {
  const payload = parsePayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag || undefined,
      data: { url: payload.url },
      icon: "/icons/icon-192.png",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});

export {};
