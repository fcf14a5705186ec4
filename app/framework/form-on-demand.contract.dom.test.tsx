// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { InputField } from "#app/components/ui/field.tsx";
import { lazySchema } from "#app/forms/lazy.ts";
import { LoginSchema } from "#app/forms/login.ts";
import { renderInApp } from "#tests/support/dom.tsx";
import { formProps, useFormOnDemand } from "./form-on-demand.tsx";

/**
 * The form layer (decision 048) holds a submit made before Conform is there and makes it again once Conform has
 * validated. What reaches the route's action must be what React Router's `<Form>` posts for the same fields and
 * button: the method, the action and the data, once.
 */
type Posted = { method: string; url: string; entries: [string, string][] };

function actionRoute(posted: Posted[]) {
  return {
    path: "/login",
    action: async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const data = await request.formData();
      posted.push({
        method: request.method,
        url: url.pathname + url.search,
        entries: [...data.entries()].map(([key, value]) => [key, String(value)]),
      });
      return null;
    },
  };
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText("E-mail"), "sam@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "secret words");
  await userEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("the form layer against React Router's form", () => {
  it("posts, after holding the submit for Conform, what React Router's form posts", async () => {
    const expected: Posted[] = [];
    function Plain() {
      return (
        <Form method="post" action="/login?redirectTo=%2Fchats">
          <label>
            E-mail <input name="email" type="email" />
          </label>
          <label>
            Password <input name="password" type="password" />
          </label>
          <button type="submit" name="intent" value="login">
            Log in
          </button>
        </Form>
      );
    }
    const plain = await renderInApp(<Plain />, { routes: [actionRoute(expected)] });
    await fillAndSubmit();
    await waitFor(() => expect(expected).toHaveLength(1));
    plain.unmount();

    const posted: Posted[] = [];
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = vi.fn(() => arrived.then(() => LoginSchema));
    const schema = lazySchema(load, { email: { required: true }, password: { required: true }, redirectTo: { required: false } });
    function OnDemand() {
      const { form, fields, controller } = useFormOnDemand({ id: "contract-login", schema });
      return (
        <Form method="post" action="/login?redirectTo=%2Fchats" {...formProps(form)}>
          {controller}
          <InputField label="E-mail" field={fields.email} type="email" />
          <InputField label="Password" field={fields.password} type="password" />
          <button type="submit" name="intent" value="login">
            Log in
          </button>
        </Form>
      );
    }
    await renderInApp(<OnDemand />, { routes: [actionRoute(posted)] });
    await fillAndSubmit();
    expect(load).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([]);
    await act(async () => arrive());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual(expected);
    expect(expected[0]).toMatchObject({ method: "POST", url: "/login?redirectTo=%2Fchats" });
    expect(expected[0]!.entries).toContainEqual(["intent", "login"]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(posted).toHaveLength(1);
  });
});
