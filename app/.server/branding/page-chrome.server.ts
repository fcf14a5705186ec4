import type { TFunction } from "i18next";
import type { Site } from "#app/site/registry.ts";
import { LOCALE_TAGS, type Language } from "#app/site/locales.ts";
import { packSite } from "#app/site/packed-site.ts";
import { toPublicSite } from "#app/site/public-site.ts";
import { messagesVersion } from "#app/i18n/version.server.ts";
import { themeCssVariables } from "#themes/css.ts";
import { getTheme } from "#themes/index.ts";
import { companyCountryIn } from "../content/company-country.server.ts";
import { appColors } from "./manifest.server.ts";

/**
 * What every page of one site in one language carries, whoever asks: the public site settings,
 * the theme's CSS variables, colours and the descriptions of pages without a text of their own.
 * Site files and messages do not change while the process runs, so this is built once per
 * site × language and the same object is handed to every request (decision 043); it is only
 * ever read (serialised into the page), never changed.
 */
export type PageChrome = ReturnType<typeof buildPageChrome>;

function buildPageChrome(site: Site, language: Language, t: TFunction, fictionalPlural: string, pushPub: string | null) {
  // What search engines and shared links show: an invitation-only site promises no free sign-up.
  const context = site.signups === "all" ? undefined : "invite";
  return {
    // push_pub: the site file's VAPID key, or the one generated once and kept in the database (decisions 033, 078).
    // The company's country in the page's language (the site file may name it in any language, or by its code).
    // Packed: one value for the page's data instead of about ninety (decision 129).
    site: packSite({
      ...toPublicSite(site, fictionalPlural),
      company_country: companyCountryIn(site.company_country, language),
      push_pub: pushPub,
    }),
    language,
    localeTag: LOCALE_TAGS[language],
    themeCss: themeCssVariables(getTheme(site.template), site.brand_color),
    /** Browser chrome and the installed app's title bar (the manifest's theme_color). */
    themeColor: appColors(site).theme_color,
    i18nVersion: messagesVersion,
    /** `<meta name="description">` of the pages that have no text of their own to describe them. */
    descriptions: {
      default: `${site.name}: ${t("home.hero_text", { context })}`,
      login: t("meta.login", { site: site.name }),
      signup: t("meta.signup", { site: site.name, context }),
    },
  };
}

const chromes = new WeakMap<Site, Map<Language, PageChrome>>();

/**
 * The page chrome of `site` in `language` (`t` and `fictionalPlural` are that language's; `pushPub` the site's VAPID
 * public key, which does not change while the process runs).
 */
export function pageChrome(
  site: Site,
  language: Language,
  t: TFunction,
  fictionalPlural: () => string,
  pushPub: string | null,
): PageChrome {
  let byLanguage = chromes.get(site);
  if (!byLanguage) chromes.set(site, (byLanguage = new Map()));
  let chrome = byLanguage.get(language);
  if (!chrome) byLanguage.set(language, (chrome = buildPageChrome(site, language, t, fictionalPlural(), pushPub)));
  return chrome;
}
