import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Button } from "#app/components/ui/button.tsx";

/**
 * Deliberately inaccessible: the e-mail field's label points at no control (a broken `htmlFor`), so the input has
 * no accessible name. Tagged `axe-gate`: normal story runs leave it out; tests/storybook/axe-gate.test.ts runs
 * only it and expects the run to FAIL, proving an axe violation fails `npm test`.
 */
function BrokenLabelForm() {
  return (
    <form className="flex max-w-sm flex-col gap-4 p-8" onSubmit={(event) => event.preventDefault()}>
      <Field label="E-mail address" htmlFor="email-typo">
        <Input id="email" name="email" type="email" />
      </Field>
      <Button type="submit">Sign up free</Button>
    </form>
  );
}

const meta = {
  title: "Meta/Axe gate",
  component: BrokenLabelForm,
  tags: ["axe-gate", "!dev", "!autodocs"],
} satisfies Meta<typeof BrokenLabelForm>;
export default meta;

export const BrokenLabel: StoryObj<typeof meta> = {};
