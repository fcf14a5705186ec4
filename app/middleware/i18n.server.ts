import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { env } from "#app/.server/env.server.ts";
import { regionNames, type RegionNames } from "#app/.server/geo/regions.server.ts";
import { siteContext } from "#app/context.ts";
import { resources } from "#app/i18n/resources.ts";
import { pickLanguage, readLanguageCookie } from "#app/i18n/pick-language.ts";
import { fictionalPluralIn } from "#app/site/fictional.ts";
import { LANGUAGES } from "#app/site/locales.ts";

export const [i18nextMiddleware, getLanguage, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: "en",
    order: ["custom"],
    async findLocale({ request, context }) {
      return pickLanguage({
        cookie: readLanguageCookie(request.headers.get("cookie")),
        site: context.get(siteContext).language,
        configuredDefault: env.DEFAULT_LANGUAGE,
        acceptLanguage: request.headers.get("accept-language"),
      });
    },
  },
  i18next: {
    resources,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    // A missing key shows the key itself (spec section 5).
    returnNull: false,
  },
  plugins: [initReactI18next],
});

/** Region names in the request's language (locale files `geo.regions.<id>`). */
export function getRegionNames(context: Parameters<typeof getI18n>[0]): RegionNames {
  return regionNames(getI18n(context), getLanguage(context));
}

/** The site's fictional_plural in the request's language (issue 9 item 8). */
export function getFictionalPlural(context: Parameters<typeof getI18n>[0]): string {
  const site = context.get(siteContext);
  return fictionalPluralIn(site.fictional_plural, getLanguage(context), site.language, getI18n(context).t("fictional.plural_default"));
}
