import { afterEach, beforeEach, vi } from "vitest";

/**
 * A test that logs `console.error` fails: an error log is a defect the test did
 * not look at. A test that expects one says so by mocking it itself
 * (`vi.spyOn(console, "error").mockImplementation(...)`) and asserting the call.
 */
let logged: unknown[][] = [];
let spy: { mockRestore(): void } | undefined;

beforeEach(() => {
  logged = [];
  const original = console.error;
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args);
    original(...args);
  });
});

afterEach(() => {
  const calls = logged;
  logged = [];
  spy?.mockRestore();
  if (calls.length) {
    const first = calls[0]!.map((part) => (part instanceof Error ? part.message : String(part))).join(" ");
    throw new Error(`console.error was called ${calls.length} time(s) during this test; first: ${first.slice(0, 300)}`);
  }
});
