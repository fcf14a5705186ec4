/**
 * Whether and how to offer installing the app: the browser's own prompt where it offers one
 * (`beforeinstallprompt`, kept from before hydration by `install-capture.ts`), instructions on iOS, where Safari
 * has no prompt; never once the member dismissed the offer for good, nor inside the installed app.
 */

import type { InstallPromptEvent, InstallWindow } from "./install-capture.ts";

/** The event `install-capture.ts` announces a kept (or spent) offer with. */
export const INSTALL_PROMPT_EVENT = "app:install-prompt";
export const INSTALL_DISMISSED_KEY = "pwa-install-dismissed";

export type InstallOfferKind = "prompt" | "ios";

/** The browser's prompt, once: it can be shown only one time. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const prompt = (window as InstallWindow).__installPrompt ?? null;
  (window as InstallWindow).__installPrompt = null;
  return prompt;
}

export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS Safari says "Macintosh"; only the touch screen gives it away.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installOfferKind(env: {
  dismissed: boolean;
  standalone: boolean;
  hasPrompt: boolean;
  userAgent: string;
  maxTouchPoints: number;
}): InstallOfferKind | null {
  if (env.dismissed || env.standalone) return null;
  if (env.hasPrompt) return "prompt";
  return isIos(env.userAgent, env.maxTouchPoints) ? "ios" : null;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** The offer for this browser now. */
export function currentInstallOffer(): InstallOfferKind | null {
  return installOfferKind({
    dismissed: readDismissed(),
    standalone: window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true,
    hasPrompt: Boolean((window as InstallWindow).__installPrompt),
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}

/** "No thanks": never offered again in this browser. */
export function dismissInstallOfferForGood() {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, "1");
  } catch {
    // Without storage the offer comes back on the next visit; nothing else to do.
  }
}
