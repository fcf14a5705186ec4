// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "#tests/support/dom.tsx";
import { LegalDialog } from "./legal-dialog.tsx";

describe("LegalDialog", () => {
  it("is a real link to the page, in a new tab, for a click without the app's scripts", async () => {
    await renderInApp(<LegalDialog page="privacy">privacy statement</LegalDialog>);
    const link = screen.getByRole("link", { name: "privacy statement" });
    expect(link.getAttribute("href")).toBe("/pages/privacy");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("aria-haspopup")).toBe("dialog");
  });

  it("opens the dialog on a plain click, and leaves a click for a new tab to the browser", async () => {
    await renderInApp(<LegalDialog page="terms">terms</LegalDialog>);
    const link = screen.getByRole("link", { name: "terms" });
    // After React's handler (on the root): note whether it kept the browser's default, then stop the navigation.
    const keptDefault: boolean[] = [];
    const noNavigation = (event: Event) => {
      keptDefault.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", noNavigation);
    fireEvent.click(link, { ctrlKey: true });
    expect(link.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(link);
    window.removeEventListener("click", noNavigation);
    expect(keptDefault).toEqual([true, false]);
    await waitFor(() => expect(link.getAttribute("aria-expanded")).toBe("true"));
  });
});
