import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ThemeName } from "#themes/types.ts";
import type { SlotProps } from "./slots.ts";
import { ThemeSlot } from "./theme-slot.tsx";

const props: SlotProps["SiteHeader"] = {
  site: { name: "Flirt Demo" } as SlotProps["SiteHeader"]["site"],
  user: null,
  nav: [],
  onLogout: () => {},
};

function BaseHeader() {
  return <header data-variant="base">base header</header>;
}

function render(theme: ThemeName) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ThemeSlot name="SiteHeader" fallback={BaseHeader} theme={theme} {...props} /> },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("ThemeSlot", () => {
  it("renders lavish's masthead in place of the base header", () => {
    const html = render("lavish");
    expect(html).toContain('data-variant="masthead"');
    expect(html).toContain("Flirt Demo");
    expect(html).not.toContain("base header");
  });

  it("falls back to the base component where a theme has no override", () => {
    expect(render("classic")).toContain("base header");
  });
});
