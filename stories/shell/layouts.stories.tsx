import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "#app/i18n/translation.tsx";
import { AppHeader } from "#app/components/layout/app-header.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { useRootData } from "#app/root-data.ts";

/** The default layout's frame (header, page, footer) as the app renders it, themed by the toolbar. */
function DefaultLayoutFrame() {
  const data = useRootData()!;
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto w-full max-w-page flex-1 px-gutter py-section">
        <PageHeading title={t("home.members_title")}>{t("home.hero_text")}</PageHeading>
        <SignupForm />
      </main>
      <SiteFooter site={data.site} language={data.language} />
    </div>
  );
}

const meta = { title: "Shell/Layouts", component: DefaultLayoutFrame } satisfies Meta<typeof DefaultLayoutFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const Member: Story = { globals: { user: "member" } };
export const MemberMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
export const VisitorMobile: Story = { globals: { viewport: { value: "mobile" } } };
export const GermanMember: Story = { globals: { language: "de", user: "member" } };
/** The Dutch site as deployed (classic theme, its own brand colour and language). */
export const GayDutch: Story = { globals: { site: "gay", theme: "classic" } };
