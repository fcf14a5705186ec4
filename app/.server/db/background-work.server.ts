/**
 * Work a request starts but does not wait for (a mail after sign-up). The
 * database is closed only once that work has settled, so a shutdown or the end
 * of a test file never cuts it off half-way.
 */
const pending = new Set<Promise<unknown>>();

export function runInBackground(work: Promise<unknown>): void {
  const tracked = work.catch(() => {
    // The work reports its own failures; here it only has to end.
  });
  pending.add(tracked);
  void tracked.finally(() => pending.delete(tracked));
}

export async function settleBackgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
