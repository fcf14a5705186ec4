import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import { withChunkReload } from "./chunk-reload.ts";
import { notePageBeforeWorker } from "./pages-before-worker.ts";

// Nothing of the installable app is in the first load (decision 037): its code arrives once the page is idle.
const PwaClient = lazy(withChunkReload(() => import("./pwa-client.tsx")));

/**
 * How long after the page's load event the installable app starts. Its first worker precaches the whole build
 * (over a megabyte), which must not compete with what the page still fetches after load (photos, lazy chunks, the
 * first data requests); and its own code stays out of the first load (decision 037).
 */
export const PWA_START_DELAY_MS = 3000;

/** A few seconds after the page has loaded, then when the browser is idle. */
function laterWhenIdle(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleId: number | undefined;
  const idle = () => {
    if (window.requestIdleCallback) idleId = window.requestIdleCallback(run, { timeout: 2000 });
    else run();
  };
  const start = () => (timer = setTimeout(idle, PWA_START_DELAY_MS));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    clearTimeout(timer);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
  };
}

/** The service worker, its toasts and the install offer, mounted only a while after load. */
export function PwaBoot(props: ComponentProps<typeof PwaClient>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    notePageBeforeWorker();
    return laterWhenIdle(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PwaClient {...props} />
    </Suspense>
  );
}
