// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "#tests/support/dom.tsx";
import { isEmbedded } from "./embedded-entry.tsx";
import { SignupForm } from "./signup-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the sign-up's embedded-site-entry warning", () => {
  it("tells framed from top-level windows, and counts a top it may not read as framed", () => {
    const self = {} as Window;
    expect(isEmbedded({ self, top: self })).toBe(false);
    expect(isEmbedded({ self, top: {} as Window })).toBe(true);
    const crossOrigin = {
      self,
      get top(): Window {
        throw new DOMException("Blocked a frame", "SecurityError");
      },
    };
    expect(isEmbedded(crossOrigin)).toBe(true);
  });

  it("shows no warning on the site itself", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({})),
    );
    await renderInApp(<SignupForm />);
    await waitFor(() => expect(document.querySelector('input[name="email"]')).not.toBeNull());
    expect(document.querySelector('[data-slot="embedded-entry-warning"]')).toBeNull();
  });

  it("warns inside another site's frame and offers the site in its own window", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({})),
    );
    vi.spyOn(window, "top", "get").mockReturnValue({} as Window);
    await renderInApp(<SignupForm />);
    const warning = await screen.findByRole("note");
    expect(warning.textContent).toContain("You are signing up on FlirtClassic inside another website");
    const link = screen.getByRole("link", { name: "Open FlirtClassic in its own window" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("href")).toBe("/signup");
  });
});
