import { useLayoutEffect, useRef } from "react";
import { useNonce } from "#app/components/security/nonce.tsx";
import { useServerHtmlOnly } from "./server-html.ts";

/**
 * For a form that only works with the app's scripts (the sign-up posts to an API): a submit made before React has
 * taken the form over — scripts start after the first paint (decision 049) — is held, then made again once React
 * has, instead of being posted natively (which only gets the form back with a notice, decision 053). While held the
 * form carries `data-held` (`app.css` makes its submit button look busy); if React never comes it is posted natively after
 * all. Rendered right after the form; the inline script runs as the HTML arrives. "Taken over" is the form's own
 * mark, set when hydration commits it, not the page-wide hydration flag: that flag can come first. Once React has
 * the form it handles the submit, so nothing is sent twice.
 */
export function HoldSubmitUntilHydrated() {
  const nonce = useNonce();
  // A form the browser renders itself is React's from the start.
  const fromServer = useServerHtmlOnly();
  const script = useRef<HTMLScriptElement>(null);
  // Hydration has committed the form before this script: from now on React handles its submits. React puts its
  // props on the element earlier, while it is still rendering; a submit made again then went past React and was
  // posted natively (seen in CI under load).
  useLayoutEffect(() => {
    const form = script.current?.previousElementSibling;
    if (form instanceof HTMLFormElement) form.dataset[TAKEN_OVER] = "1";
  }, []);
  if (!fromServer) return null;
  return (
    <script
      ref={script}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: typeof document === "undefined" ? HOLD_SUBMIT_SCRIPT : "" }}
    />
  );
}

/**
 * How long a held submit waits for React. Past it the scripts have most likely failed (a dropped connection, a
 * blocked bundle), so the form is posted natively: `/signup` answers with the form, the address and name kept and
 * a notice (decision 053), instead of a button that seems to do nothing. Slow mobile connections load the app's
 * scripts in a few seconds; 20 s leaves them room.
 */
const HOLD_LIMIT_MS = 20_000;

/** The form's mark (`data-taken-over`) once React has committed it. */
const TAKEN_OVER = "takenOver";

export const HOLD_SUBMIT_SCRIPT =
  `(()=>{const f=document.currentScript.previousElementSibling;if(!f||f.tagName!=="FORM")return;` +
  `const own=()=>f.dataset.${TAKEN_OVER}==="1";` +
  `f.addEventListener("submit",e=>{if(own())return;e.preventDefault();if(f.dataset.held)return;f.dataset.held="1";` +
  `const s=e.submitter,t=Date.now();const wait=()=>{if(!f.isConnected)return;` +
  `if(own()){delete f.dataset.held;f.requestSubmit(s&&s.form===f?s:undefined);return}` +
  `if(Date.now()-t>${HOLD_LIMIT_MS}){delete f.dataset.held;HTMLFormElement.prototype.submit.call(f);return}` +
  `setTimeout(wait,50)};setTimeout(wait,50)})})()`;

/** Called by the root after hydration (tests wait for it; held submits wait for their own form). */
export function announceHydrated() {
  (window as { __appHydrated?: boolean }).__appHydrated = true;
}
