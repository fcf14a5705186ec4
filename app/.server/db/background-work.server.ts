/**
 * Work a request starts but does not wait for (a mail after sign-up, an affiliate postback). The database is closed
 * only once that work has settled, so a shutdown or the end of a test file never cuts it off half-way.
 */
const pending = new Set<Promise<unknown>>();
/** Aborted while the process settles its work: long waits between retries end early (see `waitUnlessSettling`). */
let settling = new AbortController();

export function runInBackground(work: Promise<unknown>): void {
  const tracked = work.catch(() => {
    // The work reports its own failures; here it only has to end.
  });
  pending.add(tracked);
  void tracked.finally(() => pending.delete(tracked));
}

/**
 * Waits `ms` between two attempts of background work; answers false when the process began settling meanwhile (or
 * had begun), so the work stops and leaves the rest to whoever picks it up later (e.g. the postback sweep). A
 * retry that waits minutes would otherwise hold a shutdown for minutes.
 */
export function waitUnlessSettling(ms: number): Promise<boolean> {
  const signal = settling.signal;
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve(true);
    }, ms);
    timer.unref?.();
    function stop() {
      clearTimeout(timer);
      resolve(false);
    }
    signal.addEventListener("abort", stop, { once: true });
  });
}

export async function settleBackgroundWork(): Promise<void> {
  settling.abort();
  try {
    while (pending.size > 0) await Promise.all([...pending]);
  } finally {
    settling = new AbortController();
  }
}
