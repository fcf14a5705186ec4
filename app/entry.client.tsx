import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ErrorChromeContext, readErrorChrome } from "#app/error-chrome.tsx";
import { isErrorDocument, preloadErrorPage } from "#app/components/error-page-loader.tsx";
import { loadMessages } from "#app/i18n/client.ts";
import { readInlineMessages } from "#app/i18n/inline-messages.tsx";
import { TranslationProvider } from "#app/i18n/translation.tsx";
import { languageOfTag } from "#app/site/locales.ts";
import { installChunkReloadGuard } from "#app/pwa/chunk-reload.ts";
import { captureInstallPrompt } from "#app/pwa/install-capture.ts";

// Before anything loads lazily: a chunk that fails to load reloads the page, at most once per 10 s per path.
installChunkReloadGuard();
// The browser may offer installing the app before any component listens.
captureInstallPrompt();

async function main() {
  const language = languageOfTag(document.documentElement.lang) ?? "en";
  // The server inlines the page language's messages; fetching them is the fallback.
  const messages = readInlineMessages() ?? (await loadMessages(language));
  await i18next.init({
    lng: language,
    resources: messages ? { [language]: { translation: messages } } : {},
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  // A page refused before its loaders ran carries the site's root data for its error page (error-chrome.tsx).
  const errorChrome = readErrorChrome();
  // An error page hydrates whole, in one pass: its chunk first (error-page-loader.ts). A chunk that cannot load
  // reloads the page or leaves it to the boundary's lazy path.
  if (isErrorDocument(document)) await preloadErrorPage().catch(() => {});
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider i18n={i18next}>
        <ErrorChromeContext value={errorChrome}>
          <StrictMode>
            <HydratedRouter />
          </StrictMode>
        </ErrorChromeContext>
      </TranslationProvider>,
    );
  });
}

void main();
