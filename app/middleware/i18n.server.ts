import { env } from "#app/.server/env.server.ts";
import { regionNames, type RegionNames } from "#app/.server/geo/regions.server.ts";
import { siteContext } from "#app/context.ts";
import { createI18nMiddleware } from "#app/i18n/middleware.server.ts";
import { resources } from "#app/i18n/resources.ts";
import { pickLanguage, readLanguageCookie } from "#app/i18n/pick-language.ts";
import { fictionalPluralIn } from "#app/site/fictional.ts";
import { LANGUAGES } from "#app/site/locales.ts";

const i18n = createI18nMiddleware({
  languages: LANGUAGES,
  options: {
    resources,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    // A missing key shows the key itself (docs/product/signup.md#validation).
    returnNull: false,
  },
  pickLanguage: ({ request, context }) =>
    pickLanguage({
      cookie: readLanguageCookie(request.headers.get("cookie")),
      site: context.get(siteContext).language,
      configuredDefault: env.DEFAULT_LANGUAGE,
      acceptLanguage: request.headers.get("accept-language"),
    }),
});

export const i18nextMiddleware = i18n.middleware;
export const getLanguage = i18n.getLanguage;
export const getI18n = i18n.getI18n;
export const i18nInstanceFor = i18n.instanceFor;

/** Region names in the request's language (locale files `geo.regions.<id>`). */
export function getRegionNames(context: Parameters<typeof getI18n>[0]): RegionNames {
  return regionNames(getI18n(context), getLanguage(context));
}

/** The site's fictional_plural in the request's language. */
export function getFictionalPlural(context: Parameters<typeof getI18n>[0]): string {
  const site = context.get(siteContext);
  return fictionalPluralIn(site.fictional_plural, getLanguage(context), site.language, getI18n(context).t("fictional.plural_default"));
}
