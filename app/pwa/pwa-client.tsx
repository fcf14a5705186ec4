import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { forgetPushMessages, watchPushMessages } from "#app/components/signup/push-state.ts";
import { withChunkReload } from "./chunk-reload.ts";
import { currentInstallOffer, INSTALL_PROMPT_EVENT } from "./install-offer.ts";
import { startServiceWorker, tellWorkerTheMember } from "./register.ts";

const InstallPrompt = lazy(withChunkReload(() => import("./install-prompt.tsx")));

function subscribeToInstallOffer(onChange: () => void) {
  window.addEventListener(INSTALL_PROMPT_EVENT, onChange);
  return () => window.removeEventListener(INSTALL_PROMPT_EVENT, onChange);
}

/**
 * The installable app in the page: registers the service worker (its states and toasts live in
 * `register.ts`) and offers installing to members. Loaded by `pwa-boot.tsx` once the page has loaded and is idle.
 */
export default function PwaClient({ siteName, memberId }: { siteName: string; memberId: number | null }) {
  const member = memberId !== null;
  useEffect(() => {
    if (!import.meta.env.DEV) void startServiceWorker({ siteName });
    // The worker registers once per page; the site name does not change without a document load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The push state's lastMessage: what the worker showed while this page is open.
  useEffect(() => watchPushMessages(navigator.serviceWorker), []);
  // Whenever the page learns who is logged in, or that nobody is, the worker hears it (and clears what is not theirs);
  // the last push belonged to whoever was logged in before.
  useEffect(() => {
    forgetPushMessages();
    if (!import.meta.env.DEV) void tellWorkerTheMember(memberId);
  }, [memberId]);

  const available = useSyncExternalStore(subscribeToInstallOffer, currentInstallOffer, () => null);
  // Closed (or answered) on this page: gone until the next visit; "No thanks" also stores that for good.
  const [closed, setClosed] = useState(false);
  const offer = member && !closed ? available : null;

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt kind={offer} siteName={siteName} onDone={() => setClosed(true)} />
    </Suspense>
  );
}
