// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "#tests/support/dom.tsx";
import { AccountStep } from "./account-step.tsx";

afterEach(() => vi.unstubAllGlobals());

// Decision 048: a submit can come while the address's server check is still running (Enter does not wait for the
// disabled button; a submit held until the form's code loaded, as a lander's take-over sends, neither). It must wait
// for the check's answer and sign up, not stop on the "pending" state.
describe("the sign-up's account step", () => {
  it("signs up when submitted while the e-mail check is still running", async () => {
    let answerCheck!: () => void;
    const checked = new Promise<void>((resolve) => (answerCheck = resolve));
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes("/api/validate_email.php")) {
        await checked;
        return Response.json({ token: "t", status: "new", email: "sam@example.com", request_email: "sam@example.com" });
      }
      if (url.includes("/api/user.php")) return Response.json({ user: null });
      return Response.json({});
    });
    vi.stubGlobal("fetch", fetch);
    const onCreated = vi.fn();
    await renderInApp(<AccountStep trafficSource={null} landerProfileId={null} onCreated={onCreated} />);
    await userEvent.click(await screen.findByLabelText(/e-mail/i));
    await userEvent.keyboard("sam@example.com");
    await userEvent.tab();
    await userEvent.keyboard("Sam");
    await userEvent.tab();
    await userEvent.keyboard("a fine long password");
    await screen.findByText(/Checking your e-mail address/);
    // As Enter does, and a lander's take-over: a submit that no disabled button stops.
    fireEvent.submit(document.querySelector<HTMLFormElement>('form[data-slot="signup-account"]')!);
    answerCheck();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const signup = fetch.mock.calls.find(([input]) => String(input).includes("/api/user.php"));
    expect(String(signup?.[0])).toContain("new=1");
  });
});
