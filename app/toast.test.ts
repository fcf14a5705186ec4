import { describe, expect, it, vi } from "vitest";

/** Code below the UI shows toasts through the notifier; calls made before the toaster registers are kept. */
describe("the toast notifier", () => {
  it("keeps calls until the toaster registers, then forwards them in order", async () => {
    vi.resetModules();
    const { notify, setNotifier, withdrawNotice } = await import("./toast.ts");
    const id = notify({ description: "early" });
    withdrawNotice("other");
    const calls: string[] = [];
    setNotifier({
      show: (input) => (calls.push(`show ${input.id} ${input.description}`), input.id ?? "new"),
      dismiss: (dismissed) => void calls.push(`dismiss ${dismissed}`),
    });
    expect(calls).toEqual([`show ${id} early`, "dismiss other"]);
    expect(notify({ id: "later", description: "now" })).toBe("later");
    expect(calls.at(-1)).toBe("show later now");
  });
});
