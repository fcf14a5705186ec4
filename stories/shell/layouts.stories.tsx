import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "#app/i18n/translation.tsx";
import { DefaultFrame } from "#app/components/layout/default-frame.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";

/** The default layout's frame (header, page, footer), the component the layout renders, themed by the toolbar. */
function DefaultLayoutFrame() {
  const { t } = useTranslation();
  return (
    <DefaultFrame>
      <PageHeading title={t("home.members_title")}>{t("home.hero_text")}</PageHeading>
      <SignupForm />
    </DefaultFrame>
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
