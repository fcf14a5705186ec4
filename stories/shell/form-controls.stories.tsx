import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { members } from "../data.ts";

/** The form controls with their labels and errors, as every form draws them. */
function FormControls({ withErrors = false }: { withErrors?: boolean }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-2 px-gutter py-section">
      <PageHeading title="Form controls">Labels, inputs, selects, text areas and errors.</PageHeading>
      <FormErrors id="form-errors" errors={withErrors ? ["signup_flow.errors.scripts_needed"] : undefined} />
      <Field label="E-mail address" htmlFor="fc-email" error={withErrors ? "Enter a valid e-mail address." : null} errorId="fc-email-error">
        <Input
          id="fc-email"
          type="email"
          defaultValue={withErrors ? "robin@" : "robin@example.com"}
          aria-invalid={withErrors || undefined}
          aria-describedby="fc-email-error"
        />
      </Field>
      <Field label="Looking for" htmlFor="fc-gender">
        <Select
          id="fc-gender"
          placeholder="Anyone"
          options={[
            { value: "female", label: "Women" },
            { value: "male", label: "Men" },
          ]}
        />
      </Field>
      <Field label="About me" htmlFor="fc-about">
        <Textarea id="fc-about" rows={3} defaultValue="Walker, baker, terrible singer." />
      </Field>
      <div className="flex items-center gap-3">
        <Avatar src={members[0]!.main_image!.thumb_filename} alt="Sophie" className="size-12" width={48} height={48} />
        <Avatar src={members[1]!.main_image!.thumb_filename} alt="Emma" className="size-10" width={40} height={40} />
      </div>
    </main>
  );
}

const meta = { title: "Shell/Form controls", component: FormControls } satisfies Meta<typeof FormControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Controls: Story = {};
export const WithErrors: Story = { args: { withErrors: true } };
export const ControlsMobile: Story = { globals: { viewport: { value: "mobile" } } };
