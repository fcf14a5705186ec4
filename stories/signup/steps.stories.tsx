import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { AccountStep } from "#app/components/signup/steps/account-step.tsx";
import { DoneStep } from "#app/components/signup/steps/done-step.tsx";
import { LocationStep } from "#app/components/signup/steps/location-step.tsx";
import { PersonalStep } from "#app/components/signup/steps/personal-step.tsx";
import { PhotoStep } from "#app/components/signup/steps/photo-step.tsx";
import { PushStep } from "#app/components/signup/steps/push-step.tsx";
import { TextsStep } from "#app/components/signup/steps/texts-step.tsx";
import { HaveAccount } from "#app/components/signup/have-account.tsx";
import { apiCalls } from "../api-mock.ts";
import { demoUser } from "../decorators.tsx";

/** A sign-up step in the card the sign-up draws around it. */
function StepCard({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-xl px-gutter py-section">
      <div className="rounded-card border border-card-border bg-panel p-card shadow-card">{children}</div>
    </main>
  );
}

const meta = { title: "Sign-up/Steps", component: StepCard, args: { children: null } } satisfies Meta<typeof StepCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile" } };
const checkAnswer = { token: "t", status: "new", email: "sam@example.com", request_email: "sam@example.com" };

/** Step 0 inside the whole sign-up, as /signup shows it to a visitor. */
export const Step0SignupForm: Story = { render: () => <SignupForm /> };
export const Step0Mobile: Story = { ...Step0SignupForm, globals: mobile };

/** Sending the empty form: every field says what is missing, and nothing is sent. */
export const Step0EmptySubmit: Story = {
  render: () => (
    <StepCard>
      <AccountStep trafficSource={null} landerProfileId={null} onCreated={fn()} />
    </StepCard>
  ),
  globals: { language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /sign up/i }));
    await waitFor(() => expect(canvas.getByLabelText(/e-mail/i)).toHaveAttribute("aria-invalid", "true"));
    await expect(apiCalls.some((call) => call.path === "/api/user.php")).toBe(false);
  },
};

/** A visitor fills in step 0 like a person and signs up: the account is created with `new=1`. */
export const Step0SignsUp: Story = {
  render: (_args, { parameters }) => (
    <StepCard>
      <AccountStep trafficSource={null} landerProfileId={null} onCreated={parameters.onCreated as () => void} />
    </StepCard>
  ),
  globals: { language: "en" },
  parameters: {
    onCreated: fn(),
    api: { "/api/validate_email.php": checkAnswer, "POST /api/user.php": { user: null } },
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/e-mail/i), "sam@example.com");
    await userEvent.type(canvas.getByLabelText(/first name/i), "Sam");
    await userEvent.type(canvas.getByLabelText(/password/i), "a fine long password");
    await userEvent.click(canvas.getByRole("button", { name: /sign up/i }));
    await waitFor(() => expect(parameters.onCreated).toHaveBeenCalledTimes(1));
    await expect(apiCalls.some((call) => call.method === "POST" && call.path === "/api/user.php")).toBe(true);
  },
};

export const Step1Push: Story = {
  render: () => (
    <StepCard>
      <PushStep pushPub="BExamplePublicKey" onPushState={() => {}} onDone={() => {}} />
    </StepCard>
  ),
  globals: { user: "member" },
};
export const Step2Photo: Story = {
  render: () => (
    <StepCard>
      <PhotoStep user={demoUser} onAdvance={() => {}} />
    </StepCard>
  ),
  globals: { user: "member" },
};
export const Step3Personal: Story = {
  render: () => (
    <StepCard>
      <PersonalStep user={demoUser} onDone={() => {}} />
    </StepCard>
  ),
  globals: { user: "member" },
};
export const Step3PersonalMobile: Story = { ...Step3Personal, globals: { user: "member", ...mobile } };
export const Step4Location: Story = {
  render: () => (
    <StepCard>
      <LocationStep user={demoUser} onDone={() => {}} />
    </StepCard>
  ),
  globals: { user: "member" },
};
export const Step5Texts: Story = {
  render: () => (
    <StepCard>
      <TextsStep user={demoUser} onDone={() => {}} />
    </StepCard>
  ),
  globals: { user: "member" },
};
export const Step7Done: Story = {
  render: () => (
    <StepCard>
      <DoneStep user={demoUser} onClose={() => {}} />
    </StepCard>
  ),
  globals: { user: "member" },
};
export const HaveAnAccount: Story = {
  render: () => (
    <StepCard>
      <HaveAccount />
    </StepCard>
  ),
};
