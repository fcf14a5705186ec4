import type { StorybookConfig } from "@storybook/react-vite";
import type { PluginOption } from "vite";

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
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return { ...viteConfig, plugins: withoutReactRouter(viteConfig.plugins) };
  },
};

export default config;
