import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";

function TermsDialog({ defaultOpen = true }: { defaultOpen?: boolean }) {
  return (
    <div className="p-8">
      <Dialog defaultOpen={defaultOpen}>
        <DialogTrigger asChild>
          <Button variant="link">Terms and conditions</Button>
        </DialogTrigger>
        <DialogContent id="terms-modal">
          <DialogTitle>Terms and conditions</DialogTitle>
          <DialogDescription>These terms apply to every visit to and use of the service.</DialogDescription>
          <p>Members must be at least 18 years old. Messages cost credits; prices are shown before you buy.</p>
        </DialogContent>
      </Dialog>
    </div>
  );
}

const meta = { title: "Shell/Dialog", component: TermsDialog } satisfies Meta<typeof TermsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Classic: Story = {};
