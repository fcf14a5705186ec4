// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "#tests/support/dom.tsx";
import { LOADING_BAR, LoadingBarView } from "./loading-bar.tsx";

describe("the navigation loading bar", () => {
  it("is a named progress bar while a navigation runs (WCAG 4.1.2), in the page's language", async () => {
    await renderInApp(<LoadingBarView busy />);
    const bar = await screen.findByRole("progressbar", {}, { timeout: LOADING_BAR.throttle + 1000 });
    expect(bar.getAttribute("aria-label")).toBe("Loading...");
    expect(bar.getAttribute("aria-valuetext")).toBe("Loading...");
  });
});
