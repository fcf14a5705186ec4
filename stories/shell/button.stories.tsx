import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "#app/components/ui/button.tsx";

const meta = {
  title: "Shell/Button",
  component: Button,
  args: { children: "Sign up free" },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "link", "danger"] },
    size: { control: "select", options: ["sm", "md", "lg", "icon"] },
  },
  decorators: [(Story) => <div className="p-8">{Story()}</div>],
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Loading: Story = { args: { loading: true } };
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(["primary", "secondary", "outline", "ghost", "link", "danger"] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} loading />
    </div>
  ),
};
