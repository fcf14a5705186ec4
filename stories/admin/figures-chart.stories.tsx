import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { FiguresChart, type DayTotals } from "#app/components/admin/figures-chart.tsx";

const days: DayTotals[] = Array.from({ length: 14 }, (_, index) => ({
  day: `2026-03-${String(index + 1).padStart(2, "0")}`,
  landerVisits: 200 + ((index * 37) % 90),
  signups: 10 + ((index * 7) % 12),
  activations: 6 + ((index * 5) % 9),
  firstPayments: index % 3,
  messages: 400 + ((index * 53) % 300),
}));

/** The back office's figures chart (decision 091): a bar chart per measure, inline SVG, each on its own scale. */
const meta = {
  title: "Back office/Figures chart",
  component: FiguresChart,
  args: { totals: days },
} satisfies Meta<typeof FiguresChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TwoWeeks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(5);
    await expect(canvas.getByRole("img", { name: /First payments per day.*total 13/ })).toBeVisible();
  },
};

/** A range without any figures: empty charts, no division by zero. */
export const Empty: Story = {
  args: { totals: days.map((day) => ({ ...day, landerVisits: 0, signups: 0, activations: 0, firstPayments: 0, messages: 0 })) },
};
