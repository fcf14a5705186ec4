import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "#app/i18n/client.ts";
import { languageOfTag } from "#app/site/locales.ts";
import { installChunkReloadGuard } from "#app/pwa/chunk-reload.ts";

// Before anything loads lazily: a chunk that fails to load reloads the page, at most once per 10 s per path.
installChunkReloadGuard();

async function main() {
  const language = languageOfTag(document.documentElement.lang) ?? "en";
  const messages = await loadMessages(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    resources: messages ? { [language]: { translation: messages } } : {},
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void main();
