import { describe, expect, it } from "vitest";
import { INSTALL_PROMPT_EVENT as CAPTURED } from "./install-capture.ts";
import { INSTALL_PROMPT_EVENT, installOfferKind, isIos } from "./install-offer.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";

const base = { dismissed: false, standalone: false, hasPrompt: false, userAgent: CHROME, maxTouchPoints: 0 };

describe("install offer", () => {
  it("uses the browser's prompt when there is one, instructions on iOS, else nothing", () => {
    expect(installOfferKind({ ...base, hasPrompt: true })).toBe("prompt");
    expect(installOfferKind({ ...base, userAgent: IPHONE, maxTouchPoints: 5 })).toBe("ios");
    expect(installOfferKind(base)).toBeNull();
  });

  it("never once dismissed for good, nor inside the installed app", () => {
    expect(installOfferKind({ ...base, hasPrompt: true, dismissed: true })).toBeNull();
    expect(installOfferKind({ ...base, userAgent: IPHONE, standalone: true })).toBeNull();
  });

  it("knows iPadOS by its touch screen", () => {
    expect(isIos(IPAD, 5)).toBe(true);
    expect(isIos(IPAD, 0)).toBe(false);
  });

  it("listens for the event the early capture announces", () => {
    expect(INSTALL_PROMPT_EVENT).toBe(CAPTURED);
  });
});
