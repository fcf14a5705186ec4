import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { getTheme, themes } from "#themes/index.ts";
import { THEME_NAMES, type ThemeName } from "#themes/types.ts";
import { storySites } from "../decorators.tsx";
import { docComments } from "./switch-docs.ts";

const switchDocs = docComments("FeatureSwitches");
const tokenDocs = docComments("ThemeTokens");

function isColour(value: string) {
  return /^#|^rgb|^hsl|^color-mix/.test(value);
}

/**
 * A theme's guide, generated from `themes/` at render time: every token (colour swatches), every feature switch
 * with its value here and in the other theme, what the switch changes (its doc comment), and the demo sites built
 * on the theme with their own overrides.
 */
function ThemeGuide({ theme }: { theme: ThemeName }) {
  const { tokens, features } = getTheme(theme);
  const others = THEME_NAMES.filter((name) => name !== theme);
  const sites = storySites.filter((site) => site.template === theme);
  return (
    <main className="mx-auto flex w-full max-w-page flex-col gap-8 px-gutter py-section">
      <header>
        <h1 className="text-heading-page font-heading">Theme “{theme}”</h1>
        <p className="text-muted-foreground">
          Generated from <code>themes/{theme}/index.ts</code> and the comments in <code>themes/types.ts</code>. Demo sites on this theme:{" "}
          {sites.map((site) => `${site.name} (${site.brand_color})`).join(", ") || "none"}.
        </p>
      </header>

      <section aria-labelledby="switches">
        <h2 id="switches" className="mb-2 text-heading-section font-heading">
          Feature switches
        </h2>
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-1 pr-4">
                Switch
              </th>
              <th scope="col" className="py-1 pr-4">
                {theme}
              </th>
              {others.map((other) => (
                <th scope="col" key={other} className="py-1 pr-4">
                  {other}
                </th>
              ))}
              <th scope="col" className="py-1">
                What it changes
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(features).flatMap(([area, switches]) =>
              Object.entries(switches as Record<string, boolean>).map(([key, on]) => {
                const path = `${area}.${key}`;
                return (
                  <tr key={path} className="border-b border-border align-top" data-switch={path}>
                    <th scope="row" className="py-1 pr-4 text-left font-mono font-normal">
                      {path}
                    </th>
                    <td className="py-1 pr-4">{on ? "on" : "off"}</td>
                    {others.map((other) => (
                      <td key={other} className="py-1 pr-4">
                        {(themes[other].features as unknown as Record<string, Record<string, boolean>>)[area]?.[key] ? "on" : "off"}
                      </td>
                    ))}
                    <td className="py-1">{switchDocs.get(path) ?? switchDocs.get(area) ?? "—"}</td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
        {sites.map((site) =>
          Object.keys(site.features ?? {}).length ? (
            <p key={site.id} className="mt-2 text-sm">
              {site.name} overrides: <code>{JSON.stringify(site.features)}</code>
            </p>
          ) : null,
        )}
      </section>

      {Object.entries(tokens).map(([group, values]) => (
        <section key={group} aria-labelledby={`tokens-${group}`}>
          <h2 id={`tokens-${group}`} className="mb-2 text-heading-section font-heading">
            Tokens: {group}
          </h2>
          {tokenDocs.get(group) ? <p className="mb-2 text-sm text-muted-foreground">{tokenDocs.get(group)}</p> : null}
          <table className="w-full border-collapse text-sm">
            <tbody>
              {Object.entries(values as Record<string, string>).map(([name, value]) => (
                <tr key={name} className="border-b border-border align-top">
                  <th scope="row" className="w-48 py-1 pr-4 text-left font-mono font-normal">
                    {name}
                  </th>
                  <td className="py-1 pr-4 font-mono">
                    {isColour(value) ? (
                      <span
                        aria-hidden
                        className="mr-2 inline-block size-4 rounded-sm border border-border align-middle"
                        style={{ background: value }}
                      />
                    ) : null}
                    {value}
                  </td>
                  <td className="py-1">{tokenDocs.get(`${group}.${name}`) ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}

const meta = { title: "Themes/Guide", component: ThemeGuide, tags: ["!autodocs"] } satisfies Meta<typeof ThemeGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every switch of the theme has a row and a description (a switch without a doc comment fails here). */
const everySwitchDocumented: Story["play"] = async ({ canvasElement, args }) => {
  const { features } = getTheme(args.theme);
  for (const [area, switches] of Object.entries(features)) {
    for (const key of Object.keys(switches)) {
      const row = canvasElement.querySelector(`[data-switch="${area}.${key}"]`);
      await expect(row, `${area}.${key}`).not.toBeNull();
      await expect(row!.lastElementChild!.textContent, `${area}.${key} has no doc comment`).not.toBe("—");
    }
  }
};

export const Classic: Story = { args: { theme: "classic" }, globals: { language: "en" }, play: everySwitchDocumented };
export const Lavish: Story = { args: { theme: "lavish" }, globals: { language: "en" }, play: everySwitchDocumented };
