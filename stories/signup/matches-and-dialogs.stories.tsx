import type { Meta, StoryObj } from "@storybook/react-vite";
import i18next from "i18next";
import { useState, type ReactNode } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LaterSteps } from "#app/components/signup/later-steps.tsx";
import { LegalDialog } from "#app/components/signup/legal-dialog.tsx";
import { SignupMatches } from "#app/components/signup/signup-matches.tsx";
import type { SuggestedMember } from "#app/profiles/card.ts";
import { DateOfBirthPicker } from "#app/components/signup/steps/date-of-birth-picker.tsx";
import type { Language } from "#app/site/locales.ts";
import { apiCalls } from "../api-mock.ts";
import { contentPage, members } from "../data.ts";
import { packDocument } from "#app/content/packed-document.ts";
import { demoUser, storySites } from "../decorators.tsx";

/** A sign-up step in the card the sign-up draws around it. */
function StepCard({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-xl px-gutter py-section">
      <div className="rounded-card border border-card-border bg-panel p-card shadow-card">{children}</div>
    </main>
  );
}

const suggested: SuggestedMember[] = members.slice(0, 6).map((member) => ({
  id: member.id,
  name: member.name,
  age: member.age,
  city: member.city,
  fictional: member.fictional,
  thumb: member.main_image?.thumb_filename ?? null,
}));

/** `/signup-matches` as the route the step's fetcher loads when it is not handed its members. */
const matchesRoute = { path: "signup-matches", loader: () => ({ members: suggested }) };

/** `/pages/terms` and `/pages/privacy` as the dialog loads them: the content route's data for this story's site and language. */
const legalPageRoute = {
  path: "pages/:page",
  loader: ({ request }: { request: Request }) => {
    const slug = new URL(request.url).pathname.endsWith("privacy") ? "privacy" : "terms";
    const site = storySites.find((s) => s.id === document.documentElement.dataset.theme) ?? storySites[0]!;
    // Packed as the route sends it (decision 127).
    const page = contentPage(site, i18next.language as Language, slug);
    return { ...page, document: packDocument(page.document) };
  },
};

const meta = {
  title: "Sign-up/Matches, later steps and dialogs",
  component: StepCard,
  args: { children: null },
  globals: { user: "member" },
  parameters: { routes: [matchesRoute, legalPageRoute], api: { "POST /api/likes.php": { liked: true } } },
} satisfies Meta<typeof StepCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 6: liking a suggested member posts the like at once and turns "Skip" into "Continue". */
export const Step6Matches: Story = {
  render: (_args, { parameters }) => (
    <StepCard>
      <SignupMatches members={suggested} onComplete={parameters.onComplete as () => void} />
    </StepCard>
  ),
  globals: { user: "member", language: "en" },
  parameters: { onComplete: fn() },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Skip" })).toBeInTheDocument();
    const like = canvas.getByRole("button", { name: /like emma/i });
    await userEvent.click(like);
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(apiCalls).toContainEqual({ method: "POST", path: "/api/likes.php", body: { profile: 102 } }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(parameters.onComplete).toHaveBeenCalledTimes(1);
  },
};
export const Step6MatchesMobile: Story = {
  render: () => (
    <StepCard>
      <SignupMatches members={suggested} onComplete={() => {}} />
    </StepCard>
  ),
  globals: { user: "member", viewport: { value: "mobile" } },
};
export const Step6NoMatches: Story = {
  render: () => (
    <StepCard>
      <SignupMatches members={[]} onComplete={() => {}} />
    </StepCard>
  ),
};

/** Steps 1–7 as the sign-up loads them: here step 6, which fetches its members itself, then step 7. */
function LaterStepsFlow() {
  const [step, setStep] = useState(6);
  return (
    <StepCard>
      <LaterSteps
        step={step}
        user={demoUser}
        pushPub={null}
        onPushState={() => {}}
        onPhotoUploaded={() => {}}
        next={() => setStep((value) => value + 1)}
        onClose={() => {}}
      />
    </StepCard>
  );
}
export const LaterStepsMatchesThenDone: Story = {
  render: () => <LaterStepsFlow />,
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Charlotte")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Skip" }));
    await waitFor(() => expect(canvas.queryByText("Charlotte")).toBeNull());
    await expect(canvasElement.querySelector('[data-slot="signup-matches"]')).toBeNull();
  },
};

/** The terms link in step 0 opens the terms in a dialog, over the form; Escape closes it and gives focus back. */
export const TermsDialog: Story = {
  render: () => (
    <StepCard>
      <p>
        By signing up you accept the <LegalDialog page="terms">terms and conditions</LegalDialog> and the{" "}
        <LegalDialog page="privacy">privacy statement</LegalDialog>.
      </p>
    </StepCard>
  ),
  globals: { user: "visitor", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "terms and conditions" });
    await expect(link).toHaveAttribute("href", "/pages/terms");
    await userEvent.click(link);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Terms and conditions" });
    await waitFor(() => expect(dialog.querySelector('[data-slot="legal-document"]')).not.toBeNull());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(link).toHaveFocus();
  },
};

/** The date of birth in step 3: three selects in the browser's order; the age shows once the date is whole. */
function BirthDate({ minAge, error }: { minAge: number; error: string | null }) {
  const [value, setValue] = useState("");
  return (
    <StepCard>
      <div className="flex flex-col gap-1.5">
        <span id="dob-label" className="label-text">
          Date of birth
        </span>
        <DateOfBirthPicker id="dob" value={value} minAge={minAge} error={error} onChange={setValue} />
      </div>
    </StepCard>
  );
}
export const DateOfBirth: StoryObj<typeof BirthDate> = {
  render: (args) => <BirthDate {...args} />,
  args: { minAge: 18, error: null },
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const select = (name: string) => canvasElement.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    await userEvent.selectOptions(select("dob_day"), "14");
    await userEvent.selectOptions(select("dob_month"), "02");
    await expect(canvasElement.querySelector('[data-slot="age"]')).toHaveTextContent("");
    const year = new Date().getUTCFullYear() - 30 - 1;
    await userEvent.selectOptions(select("dob_year"), String(year));
    await expect(canvasElement.querySelector('[data-slot="age"]')).toHaveTextContent(/^\d+ years old$/);
  },
};
export const DateOfBirthMobile: StoryObj<typeof BirthDate> = {
  render: (args) => <BirthDate {...args} />,
  args: { minAge: 18, error: null },
  globals: { user: "member", viewport: { value: "mobile" } },
};
/** Too young for the site: the error is announced and the selects are marked invalid. */
export const DateOfBirthError: StoryObj<typeof BirthDate> = {
  render: (args) => <BirthDate {...args} />,
  args: { minAge: 18, error: "You must be at least 18 years old." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("18");
  },
};
