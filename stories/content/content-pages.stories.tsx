import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ComplaintForm } from "#app/components/content/complaint-form.tsx";
import { ContactChannels } from "#app/components/content/contact-channels.tsx";
import { CookieTable } from "#app/components/content/cookie-table.tsx";
import { FaqPage } from "#app/components/content/faq.tsx";
import { LegalDocument, Paragraphs } from "#app/components/content/legal-document.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { ServicePage } from "#app/components/content/service-page.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useRootData } from "#app/root-data.ts";
import { contentPage, type ContentPageSlug } from "../data.ts";
import { storySites } from "../decorators.tsx";

const TITLES = {
  terms: "screens.pages_terms",
  privacy: "screens.pages_privacy",
  cookies: "screens.pages_cookies",
  faq: "screens.pages_faq",
} as const;

/** The content page as /pages/:page lays it out, with the route's data for the toolbar's site and language. */
function useStoryContent(slug: ContentPageSlug) {
  const root = useRootData()!;
  const site = storySites.find((s) => s.id === root.site.id) ?? storySites[0]!;
  return contentPage(site, root.language, slug);
}

function ContentScreen({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation();
  const { document, values } = useStoryContent(slug);
  const narrow = document.kind === "legal" && !document.toc;
  return (
    <main data-content-page={slug} className="mx-auto w-full max-w-page px-gutter py-section">
      <div className={narrow ? "mx-auto w-full max-w-4xl" : undefined}>
        <PageHeading title={t(TITLES[slug])} />
        {document.kind === "legal" ? (
          <LegalDocument
            document={document}
            values={values}
            extras={{ what_we_store: document.cookieTable ? <CookieTable table={document.cookieTable} /> : null }}
          />
        ) : (
          <FaqPage document={document} values={values} />
        )}
      </div>
    </main>
  );
}

const meta = { title: "Screens/Content pages", component: ContentScreen, args: { slug: "terms" } } satisfies Meta<typeof ContentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms: a table of contents beside numbered sections, each an anchor the contents link to. */
export const Terms: Story = {
  globals: { language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toc = canvas.getByRole("navigation", { name: "Contents" });
    const first = within(toc).getAllByRole("link")[0]!;
    const anchor = first.getAttribute("href")!.slice(1);
    await expect(canvasElement.querySelector(`section[id="${anchor}"]`)).not.toBeNull();
  },
};
export const TermsMobile: Story = { globals: { viewport: { value: "mobile" } } };
export const TermsMember: Story = { globals: { user: "member" } };
export const Privacy: Story = { args: { slug: "privacy" } };
/** The cookie page's table of what the app keeps in the browser, translated with the page. */
export const Cookies: Story = {
  args: { slug: "cookies" },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
    await expect(within(table).getAllByRole("rowheader").length).toBeGreaterThan(2);
  },
};
/** On a phone the table scrolls sideways in a box that Tab reaches, named by its section's heading. */
export const CookiesMobile: Story = {
  args: { slug: "cookies" },
  globals: { language: "en", viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    const region = table.parentElement!;
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAccessibleName(/store/i);
  },
};
export const Faq: Story = { args: { slug: "faq" } };
export const FaqMobile: Story = { args: { slug: "faq" }, globals: { viewport: { value: "mobile" } } };

/** The service page (members only): the ways to reach support and the contact form. */
function ServiceScreen() {
  const { t } = useTranslation();
  const { values } = useStoryContent("terms");
  return (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <PageHeading title={t("screens.pages_service")} />
      <ServicePage values={values} email="paid@example.com" lastResult={undefined} />
    </main>
  );
}
export const Service: StoryObj<typeof ServiceScreen> = { render: () => <ServiceScreen />, globals: { user: "member" } };
export const ServiceMobile: StoryObj<typeof ServiceScreen> = {
  render: () => <ServiceScreen />,
  globals: { user: "member", viewport: { value: "mobile" } },
};
/** Sending the contact form without a subject or message: both say so, and the form stays. */
export const ServiceFormErrors: StoryObj<typeof ServiceScreen> = {
  render: () => <ServiceScreen />,
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(canvas.getByLabelText("Subject")).toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.getByLabelText("Your message")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Please choose a subject.")).toBeInTheDocument();
  },
};

/** Support's channels alone, for a site without a phone line: e-mail and post only. */
export const ContactChannelsWithoutPhone: StoryObj<typeof ContactChannels> = {
  render: () => {
    function Channels() {
      const { values } = useStoryContent("terms");
      return (
        <main className="mx-auto w-full max-w-page px-gutter py-section">
          <ContactChannels values={{ ...values, support_phone: "" }} />
        </main>
      );
    }
    return <Channels />;
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="support-phone"]')).toBeNull();
    await expect(within(canvasElement).getAllByRole("heading")).toHaveLength(2);
  },
};

/** /complaints as the route lays it out: the intro, the form (prefilled for a member), the urgent note. */
function ComplaintsScreen() {
  const { t } = useTranslation();
  const root = useRootData()!;
  const { values } = useStoryContent("terms");
  const defaults = root.user ? { name: root.user.name, email: root.user.email, concerns: "" } : { name: "", email: "", concerns: "" };
  return (
    <main className="mx-auto w-full max-w-3xl px-gutter py-section">
      <PageHeading title={t("screens.complaints")} />
      <div className="mb-6 flex flex-col gap-3 leading-relaxed heading-align text-lead">
        <Paragraphs listKey="content.complaints.intro" values={values} />
      </div>
      <ComplaintForm lastResult={undefined} defaults={defaults} />
      <p className="mt-6 text-sm text-muted-foreground">
        <RichText i18nKey="content.complaints.urgent" values={values} />
      </p>
    </main>
  );
}
export const Complaints: StoryObj<typeof ComplaintsScreen> = { render: () => <ComplaintsScreen /> };
export const ComplaintsMobile: StoryObj<typeof ComplaintsScreen> = {
  render: () => <ComplaintsScreen />,
  globals: { viewport: { value: "mobile" } },
};
/** A member's name and address are filled in; a complaint without a category or description is refused in place. */
export const ComplaintMember: StoryObj<typeof ComplaintsScreen> = {
  render: () => <ComplaintsScreen />,
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Your name")).toHaveValue("Paul");
    await userEvent.type(canvas.getByLabelText("Your complaint"), "Too short");
    await userEvent.click(canvas.getByRole("button", { name: "Send complaint" }));
    await waitFor(() => expect(canvas.getByText("Please choose what your complaint is about.")).toBeInTheDocument());
    await expect(canvas.getByLabelText("Your complaint")).toHaveAttribute("aria-invalid", "true");
  },
};
