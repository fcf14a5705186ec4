import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DeleteAccount } from "#app/components/account/delete-account.tsx";

const meta = {
  title: "Account/Delete account",
  component: DeleteAccount,
  args: { deleteDiscount: 30, lastResult: undefined },
  globals: { user: "member", language: "en" },
  // Opening the dialog tells the server a deletion started (the stay offer's route).
  parameters: { routes: [{ path: "offers/stay", action: () => ({ started: true }) }] },
  decorators: [(Story) => <div className="p-8">{Story()}</div>],
} satisfies Meta<typeof DeleteAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stay offer first: declining it leads to the password confirmation; Escape closes and focus returns. */
export const WithStayOffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = await canvas.findByRole("button", { name: "Delete my account" });
    await userEvent.click(open);
    const dialog = await body.findByRole("dialog", { name: "Before you go…" });
    await waitFor(() => expect(within(dialog).getByRole("link", { name: /30% off/ })).toHaveAttribute("href", "/offers/stay"));
    await userEvent.click(within(dialog).getByRole("button", { name: /no thanks/i }));
    await expect(await body.findByLabelText(/password/i)).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(open).toHaveFocus();
  },
};
export const WithoutOffer: Story = { args: { deleteDiscount: null } };
