/**
 * Keeps the browser's install offer (`beforeinstallprompt`) from before hydration, as it may come before any
 * component listens. Tiny on purpose: it is in the first load; the offer's logic and UI load later.
 */

/** Announced when the kept offer changes. Written out where it is listened for too (`install-offer.ts`, a test checks
 * both agree), so the later code imports nothing from this file and it stays in the entry chunk. */
export const INSTALL_PROMPT_EVENT = "app:install-prompt";

export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

export type InstallWindow = Window & { __installPrompt?: InstallPromptEvent | null };

export function captureInstallPrompt() {
  const keep = (event: InstallPromptEvent | null) => {
    (window as InstallWindow).__installPrompt = event;
    window.dispatchEvent(new Event(INSTALL_PROMPT_EVENT));
  };
  window.addEventListener("beforeinstallprompt", (event) => {
    // Our own offer replaces the browser's mini-infobar.
    event.preventDefault();
    keep(event as InstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => keep(null));
}
