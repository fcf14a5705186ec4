import type { Meta, StoryObj } from "@storybook/react-vite";
import { EmptyFrame } from "#app/components/layout/empty-frame.tsx";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LanderSignup } from "#app/components/landers/lander-signup.tsx";
import { MatchFinder, type MatchFinderProps } from "#app/components/landers/match-finder.tsx";
import { apiCalls } from "../api-mock.ts";
import { members } from "../data.ts";

const places: MatchFinderProps["places"] = [
  {
    country: "GB",
    regions: [
      { id: "GB-ENG", name: "England" },
      { id: "GB-SCT", name: "Scotland" },
      { id: "GB-WLS", name: "Wales" },
    ],
  },
  { country: "IE", regions: [] },
];

/**
 * /match-finder: three questions as links and a plain form, then the count, some faces and the sign-up; inside the
 * empty layout's frame, as the route renders it.
 */
const meta = {
  title: "Landers/Match finder",
  component: MatchFinder,
  args: { step: 1, answers: {}, places, result: null },
  decorators: [
    (Story) => (
      <EmptyFrame>
        <Story />
      </EmptyFrame>
    ),
  ],
} satisfies Meta<typeof MatchFinder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each answer is a link carrying the answers so far: it works before (and without) any script. */
export const Question1Gender: Story = {
  globals: { language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Question 1 of 3")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /a woman/i })).toHaveAttribute("href", "/match-finder?gender=female");
  },
};
export const Question1Mobile: Story = { globals: { viewport: { value: "mobile" } } };
export const Question2Age: Story = {
  args: { step: 2, answers: { gender: "female" } },
  globals: { language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /back/i })).toHaveAttribute("href", "/match-finder");
    await expect(canvas.getByRole("link", { name: /26–35/ })).toHaveAttribute("href", "/match-finder?gender=female&age=26-35");
  },
};
export const Question3Region: Story = { args: { step: 3, answers: { gender: "female", age: "36-45" } } };
export const Result: Story = {
  args: {
    step: 4,
    answers: { gender: "female", age: "36-45", country: "GB" },
    result: { count: 412, capped: false, profiles: members.slice(0, 6) },
  },
};
export const ResultMobile: Story = { ...Result, globals: { viewport: { value: "mobile" } } };

/** A lander's sign-up on its own: a plain form first; a submit hands what was typed to the real sign-up, which sends it. */
export const LanderSignupTakesOver: StoryObj<typeof LanderSignup> = {
  render: () => (
    <div className="mx-auto w-full max-w-xl px-gutter py-section">
      <LanderSignup profileId={101} title="Meet Sophie" lead="Free to join, in one minute." />
    </div>
  ),
  globals: { language: "en" },
  parameters: {
    api: {
      "/api/validate_email.php": { token: "t", status: "new", email: "sam@example.com", request_email: "sam@example.com" },
      "POST /api/user.php": { user: null },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="lander-signup"]')).toHaveAttribute("data-profile", "101");
    await userEvent.type(canvas.getByLabelText(/e-mail/i), "sam@example.com");
    await userEvent.type(canvas.getByLabelText(/first name/i), "Sam");
    await userEvent.type(canvas.getByLabelText(/password/i), "a fine long password");
    await userEvent.click(canvas.getByRole("button", { name: /sign up/i }));
    await waitFor(() => expect(apiCalls.some((call) => call.method === "POST" && call.path === "/api/user.php")).toBe(true), {
      timeout: 5000,
    });
  },
};
export const LanderSignupMobile: StoryObj<typeof LanderSignup> = {
  render: () => (
    <div className="mx-auto w-full max-w-xl px-gutter py-section">
      <LanderSignup title="Meet Sophie" />
    </div>
  ),
  globals: { viewport: { value: "mobile" } },
};
/** A member on a lander gets the sign-up's member steps at once. */
export const LanderSignupMember: StoryObj<typeof LanderSignup> = { ...LanderSignupMobile, globals: { user: "member" } };
