import type { RouterContextProvider } from "react-router";
import { siteContext, userContext } from "#app/context.ts";
import { getFictionalPlural, getI18n, getLanguage } from "#app/middleware/i18n.server.ts";
import type { Language } from "#app/site/locales.ts";
import type { Toast } from "#app/toast.ts";
import { getPublicUser } from "../accounts/user.server.ts";
import { getDb } from "../db/client.server.ts";
import { pushPublicKey } from "../push/vapid.server.ts";
import { trafficSourceOf } from "../tracking/traffic-source.server.ts";
import { pageChrome } from "./page-chrome.server.ts";

/**
 * What every page's root carries (the root loader's data): the site's chrome in the request's language, the member,
 * the flash toast and the traffic source. Also the error page's, when a request is refused before the loaders ran.
 */
export async function rootPageData(request: Request, context: Readonly<RouterContextProvider>, toast: Toast | null) {
  const site = context.get(siteContext);
  const sessionUser = context.get(userContext);
  const language = getLanguage(context) as Language;
  const [user, pushPub] = await Promise.all([
    sessionUser ? getDb().then((db) => getPublicUser(db, sessionUser, site)) : null,
    pushPublicKey(site),
  ]);
  return {
    // Site, theme, descriptions: built once per site × language (decision 043).
    ...pageChrome(site, language, getI18n(context).t, () => getFictionalPlural(context), pushPub),
    user,
    toast,
    /** Whether and through whom the visitor was referred (tracking cookie or keys on this URL): decides sign-up on with_trafficsource sites. */
    trafficSource: trafficSourceOf(request),
  };
}

export type RootPageData = Awaited<ReturnType<typeof rootPageData>>;
