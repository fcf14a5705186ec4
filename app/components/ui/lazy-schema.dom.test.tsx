// @vitest-environment happy-dom
import { getFormProps } from "@conform-to/react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { lazySchema } from "#app/forms/lazy.ts";
import { LoginSchema } from "#app/forms/login.ts";
import { renderInApp } from "#tests/support/dom.tsx";
import { InputField } from "./field.tsx";
import { useLazyConformForm } from "./lazy-schema.ts";

/** A login-shaped form whose schema arrives when the test says so. */
function setup() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => LoginSchema));
  const schema = lazySchema(load, { email: { required: true }, password: { required: true }, redirectTo: { required: false } });
  function LoginLike() {
    const [form, fields] = useLazyConformForm({ id: "lazy-login", schema, lastResult: undefined });
    return (
      <Form method="post" {...getFormProps(form)}>
        <InputField label="E-mail" field={fields.email} type="email" />
        <InputField label="Password" field={fields.password} type="password" />
        <button type="submit">Log in</button>
      </Form>
    );
  }
  return { load, arrive, LoginLike };
}

// Decision 041: Zod loads on the form's first use; a submit before it arrives waits for it, so the visitor sees
// the same translated errors.
describe("a form whose schema loads lazily", () => {
  it("renders the constraint before Zod, loads it on first use, and holds a submit until it can validate", async () => {
    const { load, arrive, LoginLike } = setup();
    await renderInApp(<LoginLike />, { language: "de" });
    const email = await screen.findByLabelText("E-mail");
    expect(email.hasAttribute("required")).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(load).toHaveBeenCalledTimes(1);
    // Submitted before the schema is there: nothing shown yet, nothing sent.
    expect(document.querySelector('[data-slot="field-error"][role="alert"]')).toBeNull();
    await act(async () => arrive());
    await waitFor(() => expect(document.querySelectorAll('[data-slot="field-error"][role="alert"]').length).toBe(2));
    const errors = [...document.querySelectorAll('[data-slot="field-error"][role="alert"]')].map((node) => node.textContent);
    // Translated (German), not message keys.
    expect(errors.join(" ")).not.toContain("validation.");
    expect(errors[0]).toMatch(/\S/);
  });
});
