import type { Preview } from "@storybook/react-vite";
import "../app/app.css";
import { withAppShell } from "../stories/decorators.tsx";

const preview: Preview = {
  decorators: [withAppShell],
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
  parameters: { layout: "fullscreen" },
};

export default preview;
