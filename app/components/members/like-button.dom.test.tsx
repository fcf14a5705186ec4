// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "#app/user.ts";
import { renderInApp } from "#tests/support/dom.tsx";
import { LikeButton } from "./like-button.tsx";

const member = { id: 1, name: "Sam" } as unknown as PublicUser;

afterEach(() => vi.unstubAllGlobals());

describe("LikeButton", () => {
  it("shows the like at once and rolls it back when the server refuses it", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await renderInApp(<LikeButton profileId={7} name="Anna" liked={false} />, { user: member });

    const button = await screen.findByRole("button", { name: /Anna/ });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(button);
    // Optimistic: pressed while the call runs.
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(true);

    answer(Response.json({ error: { code: "profile_not_found", message: "No such profile" } }, { status: 404 }));
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("false"));
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(logged).toHaveBeenCalledWith("like failed", expect.anything());
  });

  it("takes the liked state from the server's reloaded list", async () => {
    const fetchMock = vi.fn(async (_url: URL, init?: RequestInit) =>
      init?.method === "POST" ? Response.json({ status: "liked" }) : Response.json({ profiles: [], liked_by: [] }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const onReloaded = vi.fn();
    await renderInApp(<LikeButton profileId={7} name="Anna" liked={false} onReloaded={onReloaded} />, { user: member });
    const button = await screen.findByRole("button", { name: /Anna/ });
    await userEvent.click(button);
    // The server's list does not hold profile 7 (e.g. liked elsewhere and removed): the button follows the server.
    await waitFor(() => expect(onReloaded).toHaveBeenCalledWith({ profiles: [], liked_by: [] }));
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends a visitor to the sign-up instead", async () => {
    await renderInApp(<LikeButton profileId={7} name="Anna" liked={false} />);
    expect((await screen.findByRole("link", { name: /Anna/ })).getAttribute("href")).toBe("/signup");
  });
});
