// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "#app/user.ts";
import { renderInApp } from "#tests/support/dom.tsx";
import { SignupForm } from "./signup-form.tsx";

function member(profile: Partial<PublicUser["profile"]>): PublicUser {
  return {
    id: 5,
    loggedIn: true,
    email: "sam@example.com",
    name: "Sam",
    status: "active",
    confirmed: true,
    mailprovider: 0,
    paid_user: false,
    premium_until: null,
    premium: false,
    credits: 0,
    signup_date: "2026-11-01",
    fictional_icon: "★",
    language: "en",
    profile: {
      id: 9,
      name: "Sam",
      gender: null,
      date_of_birth: null,
      age: null,
      country: null,
      countryregion: null,
      city: null,
      main_image: null,
      images: [],
      personal: {},
      texts: {},
      ...profile,
    },
  };
}

const step = () => Number(document.querySelector('[data-slot="signup-form"]')?.getAttribute("data-step"));

// The steps ask the API for regions, the user and the like; none of that matters to where the form starts.
beforeEach(() =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ regions: [], user: null })),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe("sign-up step machine", () => {
  it("starts a visitor at the account step", async () => {
    await renderInApp(<SignupForm />);
    await waitFor(() => expect(step()).toBe(0));
    expect(document.querySelector('input[name="email"]')).not.toBeNull();
  });

  it("starts a member without a photo at the photo step, and one with a photo at the location step", async () => {
    const first = await renderInApp(<SignupForm />, { user: member({}) });
    await waitFor(() => expect(step()).toBe(2));
    first.unmount();
    await renderInApp(<SignupForm />, {
      user: member({ main_image: { id: 1, thumb_filename: "a.jpg" }, images: [{ id: 1, thumb_filename: "a.jpg" }] }),
    });
    await waitFor(() => expect(step()).toBe(3));
  });

  it("skips the steps whose data is known when asked to (autoSkipSteps)", async () => {
    const known = member({
      main_image: { id: 1, thumb_filename: "a.jpg" },
      images: [{ id: 1, thumb_filename: "a.jpg" }],
      city: "Leeds",
      gender: "male",
    });
    await renderInApp(<SignupForm autoSkipSteps />, { user: known });
    await waitFor(() => expect(step()).toBe(5));
  });

  it("moves from the photo step to the location step when the member skips the photo", async () => {
    await renderInApp(<SignupForm />, { user: member({}) });
    await waitFor(() => expect(step()).toBe(2));
    // Steps after the account step are their own chunk: the photo step's buttons appear once it is loaded.
    const findSkip = () => screen.queryAllByRole("button").find((button) => /skip|later|without/i.test(button.textContent ?? ""));
    await waitFor(() => expect(findSkip()).toBeTruthy()).catch(() => {});
    const skip = findSkip();
    if (!skip)
      throw new Error(
        `no skip button among: ${screen
          .queryAllByRole("button")
          .map((b) => b.textContent)
          .join(" | ")}`,
      );
    await userEvent.click(skip);
    await waitFor(() => expect(step()).toBe(3));
  });
});

describe("the e-mail check", () => {
  it("says the check failed, not that the address is wrong, when the server cannot answer; the submit checks again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let checks = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes("/api/validate_email.php")) {
        checks += 1;
        if (checks === 1) return new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" });
        return Response.json({ status: "new", token: "t0k", email: "robin@example.com", request_email: "robin@example.com" });
      }
      if (url.includes("/api/user.php")) return Response.json({ status: "created", user: null }, { status: 201 });
      return Response.json({ regions: [], user: null });
    });
    vi.stubGlobal("fetch", fetchMock);
    await renderInApp(<SignupForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail address"), "robin@example.com");
    await waitFor(() => expect(document.querySelector('[data-slot="email-check-unavailable"]')).not.toBeNull());
    expect(document.querySelector('[data-slot="email-check-unavailable"]')?.textContent).toBe(
      "We could not check your e-mail address. Please check it and try again.",
    );
    expect(screen.queryByText("Value is not a valid email address")).toBeNull();
    expect(screen.getByLabelText("E-mail address").getAttribute("aria-invalid")).toBeNull();

    await user.type(screen.getByLabelText("Your first name"), "Robin");
    await user.type(screen.getByLabelText("Password"), "a long enough password");
    const submit = screen.getByRole("button", { name: "Sign up for free" });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/user.php"))).toBe(true));
    expect(checks).toBe(2);
    logged.mockRestore();
  });
});
