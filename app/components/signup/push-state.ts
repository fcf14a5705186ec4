import { PUSH_MESSAGE_EVENT, type PushMessage } from "#app/pwa/push-click.ts";

/**
 * Push state of docs/product/pwa.md#push: capable or not; subscribed (the subscription as text), false, "denied", or null on
 * error; and the last push this page was told of (`lastMessage`, kept in the page only, never stored).
 */
export type PushState = { isCapable: boolean; isSubscribed: string | false | "denied" | null; lastMessage?: PushMessage | null };

let lastMessage: PushMessage | null = null;

function isPushMessage(value: unknown): value is PushMessage {
  const message = value as Partial<PushMessage> | null;
  return (
    !!message &&
    typeof message.title === "string" &&
    typeof message.body === "string" &&
    typeof message.url === "string" &&
    typeof message.receivedAt === "string"
  );
}

/**
 * Keeps the last push the worker showed while this page is open (the worker tells every open page). Returns the
 * listener's removal. Started once by the PWA client after hydration.
 */
export function watchPushMessages(container: Pick<ServiceWorkerContainer, "addEventListener" | "removeEventListener"> | undefined) {
  if (!container) return () => {};
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; message?: unknown } | null;
    if (data?.type === PUSH_MESSAGE_EVENT && isPushMessage(data.message)) lastMessage = data.message;
  };
  container.addEventListener("message", onMessage as EventListener);
  return () => container.removeEventListener("message", onMessage as EventListener);
}

/** The last push shown while this page was open, or null; forgotten when the member changes (logout). */
export function lastPushMessage(): PushMessage | null {
  return lastMessage;
}

export function forgetPushMessages() {
  lastMessage = null;
}

export function isPushCapable(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

export async function readPushState(): Promise<PushState> {
  if (!isPushCapable()) return { isCapable: false, isSubscribed: false, lastMessage };
  if (Notification.permission === "denied") return { isCapable: true, isSubscribed: "denied", lastMessage };
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    return { isCapable: true, isSubscribed: subscription ? JSON.stringify(subscription.toJSON()) : false, lastMessage };
  } catch (error) {
    console.error("reading the push subscription failed", error);
    return { isCapable: true, isSubscribed: null, lastMessage };
  }
}

/**
 * The subscription this browser already has, to attach to a new account (spec
 * sections 4 and 6: registered only when one exists and is not denied), or null.
 */
export function storedSubscription(state: PushState | null): PushSubscriptionJSON | null {
  const text = state?.isSubscribed;
  if (typeof text !== "string" || text === "denied") return null;
  try {
    const parsed = JSON.parse(text) as PushSubscriptionJSON | null;
    return parsed && typeof parsed.endpoint === "string" ? parsed : null;
  } catch {
    return null;
  }
}

function urlBase64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + "=".repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission and subscribes with the site's VAPID key. Errors are only
 * logged (docs/product/pwa.md#push): the state becomes "denied" when permission was
 * refused, null otherwise.
 */
export async function subscribeToPush(pushPub: string): Promise<{ state: PushState; subscription: PushSubscriptionJSON | null }> {
  try {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return { state: { isCapable: true, isSubscribed: "denied" }, subscription: null };
    // Push goes through /sw.js (decision 036); the page registers it after load, so it may not be there yet.
    if (!(await navigator.serviceWorker.getRegistration())) {
      await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
    }
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToBytes(pushPub),
    });
    const json = subscription.toJSON();
    return { state: { isCapable: true, isSubscribed: JSON.stringify(json) }, subscription: json };
  } catch (error) {
    console.error("push subscription failed", error);
    const denied = typeof Notification !== "undefined" && Notification.permission === "denied";
    return { state: { isCapable: true, isSubscribed: denied ? "denied" : null }, subscription: null };
  }
}

/** Ends this browser's push subscription (logout: the next member here must not get the last one's notifications). */
export async function unsubscribeFromPush(): Promise<void> {
  if (!isPushCapable()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch (error) {
    console.error("ending the push subscription failed", error);
  }
}
