import type { Meta, StoryObj } from "@storybook/react-vite";
import { ScriptsNeededNotice } from "#app/components/signup/scripts-needed-notice.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";

/** /signup as it answers a form posted without the app's scripts (decision 053): the notice, the address and name kept. */
function SignupPostedWithoutScripts() {
  return (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <ScriptsNeededNotice />
      <SignupForm initialEmail="robin@example.com" initialName="Robin" />
    </main>
  );
}

const meta = { title: "Sign-up/Posted without scripts", component: SignupPostedWithoutScripts } satisfies Meta<
  typeof SignupPostedWithoutScripts
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Classic: Story = {};
export const German: Story = { globals: { language: "de" } };
