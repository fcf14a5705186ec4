import type { Preview } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import "../app/app.css";
import { WEB_FONTS_ATTRIBUTE } from "../app/fonts.tsx";
import { installApiMock, type ApiMocks } from "../stories/api-mock.ts";
import { defaultApi } from "../stories/data.ts";
import { withAppShell } from "../stories/decorators.tsx";

// A page turns its theme's web fonts on after its first paint (app/fonts.tsx); designers review the canvas in them at once.
document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, "");

const preview: Preview = {
  decorators: [withAppShell],
  // Each story's `parameters.api` answers the product API; nothing reaches a server.
  beforeEach: ({ parameters }) => installApiMock({ ...defaultApi, ...(parameters.api as ApiMocks | undefined) }),
  // A story that rendered nothing would pass axe vacuously: every story must show something.
  afterEach: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.textContent?.trim() || canvasElement.querySelector("img, svg, input")).toBeTruthy());
  },
  globalTypes: {
    theme: {
      description: "Theme (empty: the site's own)",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [{ value: "", title: "Site's theme" }, "classic", "lavish"],
        dynamicTitle: true,
      },
    },
    site: {
      description: "Demo site",
      toolbar: { title: "Site", icon: "globe", items: ["classic", "lavish", "gay"], dynamicTitle: true },
    },
    language: {
      description: "Language (empty: the site's own)",
      toolbar: { title: "Language", icon: "transfer", items: ["", "en", "nl", "de", "it", "fr", "es", "pl"], dynamicTitle: true },
    },
    user: {
      description: "Visitor or member",
      toolbar: { title: "User", icon: "user", items: ["visitor", "member"], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: "", site: "classic", language: "", user: "visitor" },
  parameters: {
    layout: "fullscreen",
    // axe runs on every story; a violation fails the story's test (the Vitest addon) instead of a warning.
    a11y: { test: "error" },
    // The widths the product is checked at; a story picks one with `globals: { viewport: { value: "mobile" } }`.
    viewport: {
      options: {
        mobile: { name: "Mobile (390)", styles: { width: "390px", height: "844px" }, type: "mobile" },
        desktop: { name: "Desktop (1280)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
  },
};

export default preview;
