import type { Meta, StoryObj } from "@storybook/react-vite";
import { ToastItem, ToastViewport } from "#app/components/ui/toast.tsx";
import InstallPrompt from "#app/pwa/install-prompt.tsx";

/** The install call to action (issue 14 item 4): the browser's prompt, or the iOS steps. */
const meta = {
  title: "App/Install prompt",
  component: InstallPrompt,
  args: { kind: "prompt", siteName: "FlirtClassic", onDone: () => {} },
} satisfies Meta<typeof InstallPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = {};
export const Ios: Story = { args: { kind: "ios" }, globals: { viewport: { value: "mobile" } } };

/** The update toast: stays until answered, with its action (decision 037). */
export const UpdateToast: StoryObj = {
  render: () => (
    <ToastViewport>
      <ToastItem
        toast={{ id: "pwa-update", type: "info", description: "A new version of FlirtClassic is available.", autoHide: false }}
        action={{ label: "Update now", onAction: () => {} }}
        onClose={() => {}}
      />
    </ToastViewport>
  ),
};
