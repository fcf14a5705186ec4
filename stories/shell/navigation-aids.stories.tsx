import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LanguageSwitcher } from "#app/components/layout/language-switcher.tsx";
import { MAIN_ID, SkipLink } from "#app/components/layout/skip-link.tsx";
import { useRootData } from "#app/root-data.ts";

/** A page's top: the skip link first, a header link to skip, the main content it jumps to. */
function SkipLinkPage() {
  return (
    <>
      <SkipLink />
      <header className="border-b border-border p-4">
        <a href="/members" className="underline">
          Members
        </a>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="p-4">
        <h1 className="text-heading-page">Members near you</h1>
      </main>
    </>
  );
}

const meta = { title: "Shell/Navigation aids", component: SkipLinkPage } satisfies Meta<typeof SkipLinkPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab reaches it; then it shows and points at the page's main content. */
export const SkipLinkFocused: Story = {
  globals: { language: "en" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /skip to/i });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("href", `#${MAIN_ID}`);
    // Focused, it is no longer clipped to nothing: a sighted keyboard user sees it.
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(20);
  },
};

/** The footer's language choice, in the page's language, with every language offered in its own name. */
function Switcher() {
  const { language } = useRootData()!;
  return (
    <div className="p-6">
      <LanguageSwitcher current={language} />
    </div>
  );
}

export const LanguageChoice: StoryObj<typeof Switcher> = {
  render: () => <Switcher />,
  globals: { language: "nl" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox");
    await expect(select).toHaveValue("nl");
    await expect(within(select).getAllByRole("option")).toHaveLength(7);
    await expect(within(select).getByRole("option", { name: "Deutsch" })).toHaveAttribute("lang", "de");
  },
};
export const LanguageChoiceMobile: StoryObj<typeof Switcher> = { render: () => <Switcher />, globals: { viewport: { value: "mobile" } } };
