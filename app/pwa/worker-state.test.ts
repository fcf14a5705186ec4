import { describe, expect, it } from "vitest";
import { INITIAL_WORKER_STATE, OFFLINE_READY_TOAST_MS, reduceWorkerState, type WorkerEvent } from "./worker-state.ts";

const run = (...events: WorkerEvent[]) => events.reduce(reduceWorkerState, INITIAL_WORKER_STATE);

describe("installable-app worker states (docs/product/pwa.md#updates)", () => {
  it("a first install: registered → installed → activated, offline ready with a 5 s toast, no update toast", () => {
    const state = run({ type: "registered" }, { type: "installed", controlled: false }, { type: "activated", firstInstall: true });
    expect(state).toMatchObject({ registered: true, installed: true, activated: true, offlineReady: true, needRefresh: false });
    expect(state.offlineReadyToast).toBe(OFFLINE_READY_TOAST_MS);
    expect(state.updateToast).toBe(false);
    expect(reduceWorkerState(state, { type: "offline-ready-dismissed" }).offlineReadyToast).toBe(false);
  });

  it("a new worker beside a controlling one waits: update needed, the toast stays until answered", () => {
    const state = run({ type: "registered" }, { type: "activated", firstInstall: false }, { type: "installed", controlled: true });
    expect(state).toMatchObject({ needRefresh: true, updateToast: true, offlineReady: false, offlineReadyToast: false });
    expect(reduceWorkerState(state, { type: "update-accepted" }).updateToast).toBe(false);
    expect(reduceWorkerState(state, { type: "update-dismissed" }).updateToast).toBe(false);
  });

  it("a failed registration only sets the flag", () => {
    const state = run({ type: "registration-failed" });
    expect(state).toEqual({ ...INITIAL_WORKER_STATE, registrationError: true });
  });
});
