import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ComplaintsPage } from "#app/components/content/complaints-page.tsx";
import { ContactChannels } from "#app/components/content/contact-channels.tsx";
import { ContentPageView } from "#app/components/content/content-page.tsx";
import { ServiceScreen } from "#app/components/content/service-page.tsx";
import { useRootData } from "#app/root-data.ts";
import { contentPage, type ContentPageSlug } from "../data.ts";
import { inDefaultLayout, storySites } from "../decorators.tsx";

const TITLES = {
  terms: "screens.pages_terms",
  privacy: "screens.pages_privacy",
  cookies: "screens.pages_cookies",
  faq: "screens.pages_faq",
} as const;

/** The content route's data for the toolbar's site and language (the server's own document code, `contentPage`). */
function useStoryContent(slug: ContentPageSlug) {
  const root = useRootData()!;
  const site = storySites.find((s) => s.id === root.site.id) ?? storySites[0]!;
  return contentPage(site, root.language, slug);
}

/** /pages/:page: the page component its route renders, fed the route's data. */
function ContentScreen({ slug }: { slug: ContentPageSlug }) {
  const { document, values } = useStoryContent(slug);
  return <ContentPageView slug={slug} title={TITLES[slug]} document={document} values={values} />;
}

const meta = {
  title: "Screens/Content pages",
  component: ContentScreen,
  decorators: [inDefaultLayout],
  args: { slug: "terms" },
} satisfies Meta<typeof ContentScreen>;
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
function ServiceWithData() {
  const { values } = useStoryContent("terms");
  return <ServiceScreen title="screens.pages_service" values={values} memberEmail="paid@example.com" lastResult={undefined} />;
}
export const Service: StoryObj<typeof ServiceWithData> = { render: () => <ServiceWithData />, globals: { user: "member" } };
export const ServiceMobile: StoryObj<typeof ServiceWithData> = {
  render: () => <ServiceWithData />,
  globals: { user: "member", viewport: { value: "mobile" } },
};
/** Sending the contact form without a subject or message: both say so, and the form stays. */
export const ServiceFormErrors: StoryObj<typeof ServiceWithData> = {
  render: () => <ServiceWithData />,
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
      return <ContactChannels values={{ ...values, support_phone: "" }} />;
    }
    return <Channels />;
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="support-phone"]')).toBeNull();
    await expect(within(canvasElement).getAllByRole("heading")).toHaveLength(2);
  },
};

/** /complaints: the page component its route renders, with the route's data (a member's name and address filled in). */
function ComplaintsWithData() {
  const root = useRootData()!;
  const { values } = useStoryContent("terms");
  const defaults = root.user ? { name: root.user.name, email: root.user.email, concerns: "" } : { name: "", email: "", concerns: "" };
  return <ComplaintsPage values={values} received={null} defaults={defaults} />;
}
export const Complaints: StoryObj<typeof ComplaintsWithData> = { render: () => <ComplaintsWithData /> };
export const ComplaintsMobile: StoryObj<typeof ComplaintsWithData> = {
  render: () => <ComplaintsWithData />,
  globals: { viewport: { value: "mobile" } },
};
/** A member's name and address are filled in; a complaint without a category or description is refused in place. */
export const ComplaintMember: StoryObj<typeof ComplaintsWithData> = {
  render: () => <ComplaintsWithData />,
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
/** After sending: the reference to quote and what happens next. */
export const ComplaintReceived: StoryObj<typeof ComplaintsPage> = {
  render: () => {
    function Received() {
      const { values } = useStoryContent("terms");
      return <ComplaintsPage values={values} received={{ reference: "C-2026-0012", category: "billing" }} defaults={null} />;
    }
    return <Received />;
  },
  globals: { language: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("C-2026-0012")).toBeInTheDocument();
  },
};
