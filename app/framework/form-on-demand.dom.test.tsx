// @vitest-environment happy-dom
import type { SubmissionResult } from "@conform-to/react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { lazySchema } from "#app/forms/lazy.ts";
import { LoginSchema } from "#app/forms/login.ts";
import { renderInApp } from "#tests/support/dom.tsx";
import { FormErrors, InputField } from "#app/components/ui/field.tsx";
import { formProps, useFormOnDemand } from "./form-on-demand.tsx";

/** A login-shaped form whose schema (and with it Conform's controller) arrives when the test says so. */
function setup(lastResult?: SubmissionResult<string[]>) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => LoginSchema));
  const schema = lazySchema(load, { email: { required: true }, password: { required: true }, redirectTo: { required: false } });
  function LoginLike() {
    const { form, fields, controller } = useFormOnDemand({ id: "lazy-login", schema, lastResult });
    return (
      <Form method="post" {...formProps(form)}>
        {controller}
        <InputField label="E-mail" field={fields.email} type="email" />
        <InputField label="Password" field={fields.password} type="password" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <button type="submit">Log in</button>
      </Form>
    );
  }
  return { load, arrive, LoginLike };
}

const fieldErrors = () => [...document.querySelectorAll('[data-slot="field-error"][role="alert"]')].map((node) => node.textContent);

// Decision 048: Conform and Zod load on the form's first use; before, the form renders as Conform would, and a
// submit waits for them, so the visitor sees the same translated errors.
describe("a form whose Conform and schema load on first use", () => {
  it("renders the constraint before Conform, loads it on first use, and holds a submit until it can validate", async () => {
    const { load, arrive, LoginLike } = setup();
    await renderInApp(<LoginLike />, { language: "de" });
    const email = await screen.findByLabelText("E-mail");
    expect(email.hasAttribute("required")).toBe(true);
    expect(email.getAttribute("form")).toBe("lazy-login");
    expect(email.id).toBe("lazy-login-email");
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(load).toHaveBeenCalledTimes(1);
    // Submitted before the schema is there: nothing shown yet, nothing sent.
    expect(fieldErrors()).toEqual([]);
    await act(async () => arrive());
    await waitFor(() => expect(fieldErrors()).toHaveLength(2));
    // Translated (German), not message keys; and the fields say so to screen readers, as Conform's do.
    expect(fieldErrors().join(" ")).not.toContain("validation.");
    expect(fieldErrors()[0]).toMatch(/\S/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("lazy-login-email-error");
  });

  it("keeps the very inputs the visitor types in, with their text and focus, when Conform arrives", async () => {
    const { arrive, LoginLike } = setup();
    await renderInApp(<LoginLike />);
    const email = await screen.findByLabelText("E-mail");
    await userEvent.click(email);
    await userEvent.keyboard("sam@exa");
    await act(async () => arrive());
    await userEvent.keyboard("mple.com");
    await userEvent.tab();
    await userEvent.keyboard("secret");
    // The same elements: nothing was replaced under the visitor's hands.
    expect(screen.getByLabelText("E-mail")).toBe(email);
    expect(email).toHaveProperty("value", "sam@example.com");
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    expect(screen.getByLabelText("Password")).toHaveProperty("value", "secret");
    // Conform validates from now on: an invalid address shows its error after a submit, and clears as it is fixed.
    await userEvent.clear(email);
    await userEvent.type(email, "sam@");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(fieldErrors()).toHaveLength(1));
    await userEvent.type(email, "example.com");
    await waitFor(() => expect(fieldErrors()).toHaveLength(0));
  });

  it("shows the action's reply (errors and the address kept) before Conform is there", async () => {
    const { load, LoginLike } = setup({
      status: "error",
      initialValue: { email: "sam@example.com" },
      error: { "": ["login.invalid_credentials"] },
    });
    await renderInApp(<LoginLike />);
    const email = await screen.findByLabelText("E-mail");
    expect(email).toHaveProperty("value", "sam@example.com");
    expect(screen.getByRole("alert").textContent).toMatch(/\S/);
    expect(screen.getByRole("alert").textContent).not.toContain("login.invalid_credentials");
    expect(document.querySelector("form")?.getAttribute("aria-describedby")).toBe("lazy-login-error");
    expect(load).not.toHaveBeenCalled();
  });
});
