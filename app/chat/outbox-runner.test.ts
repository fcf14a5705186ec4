import { describe, expect, it } from "vitest";
import { ApiRequestError } from "#app/api/client.ts";
import { belongsInOutbox } from "./outbox-runner.ts";

describe("which failed sends wait in the outbox (decision 045)", () => {
  it("no network and passing server failures wait", () => {
    expect(belongsInOutbox(new TypeError("Failed to fetch"))).toBe(true);
    for (const status of [408, 429, 500, 502, 503])
      expect(belongsInOutbox(new ApiRequestError(status, "x", "x")), String(status)).toBe(true);
  });

  it("refusals and an ended session do not: the member sees them at once", () => {
    for (const status of [400, 401, 402, 403, 404])
      expect(belongsInOutbox(new ApiRequestError(status, "x", "x")), String(status)).toBe(false);
    expect(belongsInOutbox(new Error("something else"))).toBe(false);
  });
});
