import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import type { PluginOption } from "vite";

/** Whether a plugin named `name` (or starting with it) is among `plugins`, nested arrays included. */
function hasPlugin(plugins: PluginOption[] | undefined, name: string): boolean {
  return (plugins ?? []).some((plugin) =>
    Array.isArray(plugin)
      ? hasPlugin(plugin, name)
      : !!plugin && typeof plugin === "object" && "name" in plugin && String(plugin.name).startsWith(name),
  );
}

/** React Router's Vite plugins expect a whole app; Storybook renders components alone. */
function withoutReactRouter(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutReactRouter(plugin)];
    if (plugin && typeof plugin === "object" && "name" in plugin && String(plugin.name).startsWith("react-router")) return [];
    return [plugin];
  });
}

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const plugins = withoutReactRouter(viteConfig.plugins);
    // `storybook dev/build` read vite.config.ts (Tailwind included); the Vitest addon does not, and without
    // Tailwind's CSS axe would judge unstyled stories.
    if (!hasPlugin(plugins, "@tailwindcss/vite")) plugins.unshift(tailwindcss());
    return { ...viteConfig, plugins };
  },
};

export default config;
