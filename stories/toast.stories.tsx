import type { Meta, StoryObj } from "@storybook/react-vite";
import { Toast as ToastPrimitive } from "radix-ui";
import { ToastItem } from "#app/components/ui/toast.tsx";
import type { Toast } from "#app/toast.ts";

function ToastStack({ toasts }: { toasts: Toast[] }) {
  return (
    <ToastPrimitive.Provider>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => {}} />
      ))}
      <ToastPrimitive.Viewport className="fixed end-0 top-0 flex w-[min(24rem,100vw)] flex-col gap-2 p-4" />
    </ToastPrimitive.Provider>
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
export const Lavish: Story = { globals: { theme: "lavish", site: "lavish" } };
