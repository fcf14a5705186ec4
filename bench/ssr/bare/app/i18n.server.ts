import { createI18nMiddleware } from "../../../../app/i18n/middleware.server.ts";
import { pickLanguage, readLanguageCookie } from "../../../../app/i18n/pick-language.ts";
import { resources } from "../../../../app/i18n/resources.ts";
import { LANGUAGES } from "../../../../app/site/locales.ts";

// The app's own i18n middleware (app/i18n/middleware.server.ts) with the app's messages: the
// bare page pays what the app pays for picking a language, and nothing else.
export const i18n = createI18nMiddleware({
  languages: LANGUAGES,
  options: { resources, fallbackLng: false, supportedLngs: [...LANGUAGES], interpolation: { escapeValue: false }, returnNull: false },
  pickLanguage: ({ request }) =>
    pickLanguage({
      cookie: readLanguageCookie(request.headers.get("cookie")),
      site: null,
      configuredDefault: null,
      acceptLanguage: request.headers.get("accept-language"),
    }),
});
