import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { withChunkReload } from "./chunk-reload.ts";
import { currentInstallOffer, INSTALL_PROMPT_EVENT } from "./install-offer.ts";

const InstallPrompt = lazy(withChunkReload(() => import("./install-prompt.tsx")));

/** After the page has loaded, when the browser is idle: nothing the first load waits for (decision 028). */
function whenIdleAfterLoad(run: () => void) {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

function subscribeToInstallOffer(onChange: () => void) {
  window.addEventListener(INSTALL_PROMPT_EVENT, onChange);
  return () => window.removeEventListener(INSTALL_PROMPT_EVENT, onChange);
}

/**
 * The installable app in the page (issue 14): registers the service worker once the page has loaded (its states
 * and toasts live in `register.ts`, loaded only then), and offers installing to members.
 */
export function PwaClient({ siteName, member }: { siteName: string; member: boolean }) {
  useEffect(() => {
    if (import.meta.env.DEV) return;
    whenIdleAfterLoad(() => {
      void withChunkReload(() => import("./register.ts"))().then(({ startServiceWorker }) => startServiceWorker({ siteName }));
    });
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
