import { afterEach, describe, expect, it, vi } from "vitest";
import { reportCamFeedFailure } from "./cam-tiles.tsx";

afterEach(() => vi.restoreAllMocks());

describe("reportCamFeedFailure (docs/product/search.md#cam-tiles)", () => {
  it("logs an aborted webcam request as aborted, not as an error", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(reportCamFeedFailure(new DOMException("The operation was aborted.", "AbortError"))).toBe("aborted");
    expect(info).toHaveBeenCalledWith("webcam tiles request aborted");
    expect(error).not.toHaveBeenCalled();
  });

  it("logs other failures as errors", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("502");
    expect(reportCamFeedFailure(failure)).toBe("failed");
    expect(error).toHaveBeenCalledWith("webcam tiles failed", failure);
  });
});
