import type { Meta, StoryObj } from "@storybook/react-vite";
import { ToastItem, ToastViewport } from "#app/components/ui/toast.tsx";
import type { Toast } from "#app/toast.ts";

function ToastStack({ toasts }: { toasts: Toast[] }) {
  return (
    <ToastViewport>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => {}} />
      ))}
    </ToastViewport>
  );
}

const toasts: Toast[] = [
  { id: "a", type: "success", description: "Welcome back, Paul!", autoHide: 5000 },
  {
    id: "b",
    type: "danger",
    title: "Error",
    description: "Cannot start chat, try again later or contact customer support",
    autoHide: 5000,
  },
  { id: "c", type: "info", description: "This one stays until you close it.", autoHide: false },
];

const meta = { title: "Shell/Toast", component: ToastStack, args: { toasts } } satisfies Meta<typeof ToastStack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Classic: Story = {};
