import { useSyncExternalStore } from "react";
import { useNonce } from "#app/components/security/nonce.tsx";

const noSubscription = () => () => {};

/** Set on `window` and announced by the root once the page has hydrated. */
export const HYDRATED_EVENT = "app:hydrated";

/**
 * For a form that only works with the app's scripts (the sign-up posts to an API): a submit made before the page
 * has hydrated — scripts start after the first paint (decision 049) — is held, then made again once the page
 * has hydrated, instead of posting the form to a page that has no action for it. Rendered right after the form;
 * the inline script runs as the HTML arrives. Once React has taken the form over (its props are on the element)
 * React handles the submit, so nothing is sent twice.
 */
export function HoldSubmitUntilHydrated() {
  const nonce = useNonce();
  // Only in the server's HTML (and while hydrating it): a form the browser renders itself is React's from the start.
  const fromServer = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (!fromServer) return null;
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: typeof document === "undefined" ? HOLD_SUBMIT_SCRIPT : "" }}
    />
  );
}

export const HOLD_SUBMIT_SCRIPT =
  `(()=>{const f=document.currentScript.previousElementSibling;if(!f||f.tagName!=="FORM")return;` +
  `f.addEventListener("submit",e=>{if(window.__appHydrated||Object.keys(f).some(k=>k.startsWith("__reactProps")))return;e.preventDefault();if(f.dataset.held)return;` +
  `f.dataset.held="1";const s=e.submitter;addEventListener("${HYDRATED_EVENT}",()=>{delete f.dataset.held;` +
  `setTimeout(()=>f.isConnected&&f.requestSubmit(s&&s.form===f?s:undefined))},{once:true})})})()`;

/** Called by the root after hydration: held submits go ahead. */
export function announceHydrated() {
  (window as { __appHydrated?: boolean }).__appHydrated = true;
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
