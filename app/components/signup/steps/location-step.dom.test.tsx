// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "#tests/support/dom.tsx";
import { LocationStep, readGeolocationPermission } from "./location-step.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function fakeNavigator({
  geolocation = true,
  permission,
  position,
}: {
  geolocation?: boolean;
  permission?: PermissionState | "throws";
  position?: "denied" | "timeout";
}) {
  const nav: { geolocation?: Geolocation; permissions?: Permissions } = {};
  if (geolocation) {
    nav.geolocation = {
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: position === "denied" ? 1 : 3, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: "" }),
    } as unknown as Geolocation;
  }
  if (permission) {
    nav.permissions = {
      query: async () => {
        if (permission === "throws") throw new TypeError("unsupported name");
        return { state: permission } as PermissionStatus;
      },
    } as unknown as Permissions;
  }
  return nav as unknown as Navigator;
}

describe("the geolocation permission state", () => {
  it("is unsupported without geolocation, unknown when the browser will not say, else the browser's state", async () => {
    expect(await readGeolocationPermission(fakeNavigator({ geolocation: false }))).toBe("unsupported");
    expect(await readGeolocationPermission(fakeNavigator({}))).toBe("unknown");
    expect(await readGeolocationPermission(fakeNavigator({ permission: "throws" }))).toBe("unknown");
    for (const state of ["prompt", "granted", "denied"] as const) {
      expect(await readGeolocationPermission(fakeNavigator({ permission: state }))).toBe(state);
    }
  });

  it("is shown in the location step, and a refused position request marks it denied", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ regions: [] })),
    );
    vi.stubGlobal("navigator", fakeNavigator({ permission: "prompt", position: "denied" }));
    await renderInApp(<LocationStep user={null} onDone={() => {}} />);
    const shown = await screen.findByText("Location sharing is blocked in your browser: choose your place below.");
    expect(shown.getAttribute("data-state")).toBe("denied");
  });

  it("says so when the browser cannot share a location at all", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ regions: [] })),
    );
    vi.stubGlobal("navigator", fakeNavigator({ geolocation: false }));
    await renderInApp(<LocationStep user={null} onDone={() => {}} />);
    const shown = await screen.findByText("Your browser cannot share your location: choose your place below.");
    expect(shown.getAttribute("data-state")).toBe("unsupported");
  });
});
