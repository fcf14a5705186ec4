import { describe, expect, it } from "vitest";
import { runInBackground, settleBackgroundWork, waitUnlessSettling } from "./background-work.server.ts";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("background work", () => {
  it("is waited for before the database closes, also work started while waiting", async () => {
    const done: string[] = [];
    runInBackground(
      later(30).then(() => {
        done.push("first");
        runInBackground(later(30).then(() => done.push("started meanwhile")));
      }),
    );
    await settleBackgroundWork();
    expect(done).toEqual(["first", "started meanwhile"]);
  });

  it("does not turn a failure into a rejection of the shutdown", async () => {
    runInBackground(later(10).then(() => Promise.reject(new Error("mail transport down"))));
    await expect(settleBackgroundWork()).resolves.toBeUndefined();
  });

  it("ends a long wait between retries when the process settles, instead of holding the shutdown", async () => {
    const started = Date.now();
    const waited: boolean[] = [];
    runInBackground(waitUnlessSettling(60_000).then((full) => waited.push(full)));
    await later(10);
    await settleBackgroundWork();
    expect(waited).toEqual([false]);
    expect(Date.now() - started).toBeLessThan(5_000);
    // After settling, new work waits in full again.
    expect(await waitUnlessSettling(5)).toBe(true);
  });
});
