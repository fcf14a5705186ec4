// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, Form, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOLD_SUBMIT_SCRIPT, HoldSubmitUntilHydrated } from "./held-submit.tsx";

/**
 * The held submit (decisions 049, 053) catches a submit made before React has the form and makes it again once
 * React Router's `<Form>` has taken over. What reaches the route's action must be exactly what React Router's form
 * posts for the same submit: the method, the action (with its query) and the form data, the pressed button's
 * name and value included, and once only.
 */
type Posted = { method: string; url: string; entries: [string, string][] };

function app(posted: Posted[]) {
  function SignupPage() {
    return (
      <div>
        <Form method="post" action="/signup?step=account">
          <input name="email" defaultValue="ada@example.test" />
          <input name="password" type="password" defaultValue="s3cret pass" />
          <input name="interests" type="checkbox" value="chat" defaultChecked />
          <input name="interests" type="checkbox" value="dates" defaultChecked />
          <button type="submit" name="intent" value="join">
            Join
          </button>
        </Form>
        <HoldSubmitUntilHydrated />
      </div>
    );
  }
  const router = createMemoryRouter(
    [
      {
        path: "/signup",
        Component: SignupPage,
        action: async ({ request }) => {
          const url = new URL(request.url);
          const data = await request.formData();
          posted.push({
            method: request.method,
            url: url.pathname + url.search,
            entries: [...data.entries()].map(([key, value]) => [key, String(value)]),
          });
          return null;
        },
      },
    ],
    { initialEntries: ["/signup"] },
  );
  return <RouterProvider router={router} />;
}

const submitButton = () => document.querySelector<HTMLButtonElement>("button[name=intent]")!;
let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = "";
});

/** The form as React Router's `<Form>` posts it when React has it from the start. */
async function postedByReactRouter(): Promise<Posted[]> {
  const posted: Posted[] = [];
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  unmount = () => root.unmount();
  await act(async () => root.render(app(posted)));
  await act(async () => submitButton().form!.requestSubmit(submitButton()));
  await vi.waitFor(() => expect(posted).toHaveLength(1));
  act(() => root.unmount());
  unmount = undefined;
  document.body.innerHTML = "";
  return posted;
}

/** The server's HTML with the inline hold script run as the browser runs it, before React hydrates. */
function serverPage(posted: Posted[]) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(app(posted));
  const script = container.querySelector("script")!;
  expect(script.previousElementSibling?.tagName).toBe("FORM");
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
  try {
    new Function(HOLD_SUBMIT_SCRIPT)();
  } finally {
    delete (document as { currentScript?: unknown }).currentScript;
  }
  return container;
}

describe("the held submit against React Router's form", () => {
  it("posts what React Router's form posts, once React has the form", async () => {
    const expected = await postedByReactRouter();
    expect(expected[0]).toMatchObject({ method: "POST", url: "/signup?step=account" });
    expect(expected[0]!.entries).toContainEqual(["intent", "join"]);

    const posted: Posted[] = [];
    const container = serverPage(posted);
    const form = container.querySelector("form")!;
    const submit = vi.fn((event: SubmitEvent) => event.defaultPrevented);
    form.addEventListener("submit", (event) => queueMicrotask(() => submit(event as SubmitEvent)));
    form.requestSubmit(submitButton());
    await Promise.resolve();
    // Held: not posted natively, nothing reached the action, the form says it waits.
    expect(submit).toHaveReturnedWith(true);
    expect(form.dataset.held).toBe("1");
    expect(posted).toEqual([]);

    // React (in development) notes the form's `data-held`, which the script set before hydration, and leaves it.
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, app(posted)));
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/attributes of the server rendered HTML didn't match/),
    ]);
    errors.mockRestore();
    unmount = () => root.unmount();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual(expected);
    expect(form.dataset.held).toBeUndefined();
    // Made again once, by React Router: not twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(posted).toHaveLength(1);
  });

  it("posts natively to the method and action React Router's form printed when React never comes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    try {
      const container = serverPage([]);
      const form = container.querySelector("form")!;
      const native = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
      form.requestSubmit(submitButton());
      vi.advanceTimersByTime(19_000);
      expect(native).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2_000);
      expect(native).toHaveBeenCalledOnce();
      expect(native.mock.contexts[0]).toBe(form);
      // What the browser then posts: React Router's own attributes for the form.
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/signup?step=account");
    } finally {
      vi.useRealTimers();
    }
  });
});
