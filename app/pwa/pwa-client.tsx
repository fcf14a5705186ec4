import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { withChunkReload } from "./chunk-reload.ts";
import { currentInstallOffer, INSTALL_PROMPT_EVENT } from "./install-offer.ts";
import { startServiceWorker } from "./register.ts";

const InstallPrompt = lazy(withChunkReload(() => import("./install-prompt.tsx")));

function subscribeToInstallOffer(onChange: () => void) {
  window.addEventListener(INSTALL_PROMPT_EVENT, onChange);
  return () => window.removeEventListener(INSTALL_PROMPT_EVENT, onChange);
}

/**
 * The installable app in the page (issue 14): registers the service worker (its states and toasts live in
 * `register.ts`) and offers installing to members. Loaded by `pwa-boot.tsx` once the page has loaded and is idle.
 */
export default function PwaClient({ siteName, member }: { siteName: string; member: boolean }) {
  useEffect(() => {
    if (!import.meta.env.DEV) void startServiceWorker({ siteName });
    // The worker registers once per page; the site name does not change without a document load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
