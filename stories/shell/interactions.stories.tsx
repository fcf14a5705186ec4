import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Toaster, showToast } from "#app/components/ui/toast.tsx";
import InstallPrompt from "#app/pwa/install-prompt.tsx";

/** Interaction tests of the shell's dialog, toasts and install prompt, done as a person would. */
const meta = { title: "Shell/Interactions", globals: { language: "en" } } satisfies Meta;
export default meta;

/** A dialog opened from its trigger traps focus, closes on Escape and gives focus back to the trigger. */
export const DialogKeyboard: StoryObj = {
  render: () => (
    <div className="p-8">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Terms and conditions</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Terms and conditions</DialogTitle>
          <DialogDescription>These terms apply to every visit to and use of the service.</DialogDescription>
          <Button>I understand</Button>
        </DialogContent>
      </Dialog>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole("button", { name: "Terms and conditions" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Terms and conditions" });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    // Tabbing cycles inside the dialog.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A toast appears as a status message and its close button removes it. */
export const ToastShowAndClose: StoryObj = {
  render: () => (
    <div className="p-8">
      <Button onClick={() => showToast({ type: "success", description: "Your photo was saved.", autoHide: false })}>Save photo</Button>
      <Toaster />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "Save photo" }));
    const message = await body.findByText("Your photo was saved.");
    await expect(message).toBeVisible();
    const close = body.getAllByRole("button", { name: /close|dismiss/i }).at(-1)!;
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByText("Your photo was saved.")).toBeNull());
  },
};

/** The install prompt: "No thanks" hides it for good and reports it done. */
export const InstallPromptDismiss: StoryObj<typeof InstallPrompt> = {
  render: (args) => <InstallPrompt {...args} />,
  args: { kind: "prompt", siteName: "FlirtClassic", onDone: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("complementary", { name: /FlirtClassic/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /no thanks/i }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};
