import { isBotAgent } from "#app/.server/http/bots.server.ts";
import type { i18n } from "i18next";
import {
  isRouteErrorResponse,
  type ActionFunctionArgs,
  type EntryContext,
  type LoaderFunctionArgs,
  type RouterContextProvider,
} from "react-router";
import { scheduleSessionPurge } from "#app/.server/accounts/session.server.ts";
import { purgeExpiredStaffSessions } from "#app/.server/staff/staff-session.server.ts";
import { schedulePostbackSweep } from "#app/.server/tracking/postbacks.server.ts";
import { seedEmptyDatabaseOnOpen } from "#app/.server/startup.server.ts";
import { markDatabaseUnavailable } from "#app/.server/db/availability.server.ts";
import { DatabaseNewerThanCodeError, getDb } from "#app/.server/db/client.server.ts";
import { logError } from "#app/.server/logging/log.server.ts";
import { baseSecurityHeaders, createNonce, pageContentSecurityPolicy } from "#app/.server/http/security-headers.server.ts";
import { NonceProvider } from "#app/components/security/nonce.tsx";
import { siteContext, userContext } from "#app/context.ts";
import { servedSitesReport } from "#app/site/sites.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import type { Site } from "#app/site/registry.ts";
import { inlineMessagesJson } from "#app/i18n/client-messages.server.ts";
import { InlineMessagesContext } from "#app/i18n/inline-messages.tsx";
import { ErrorChromeContext, rootDataOf } from "#app/error-chrome.tsx";
import { preloadErrorPage } from "#app/components/error-page-loader.tsx";
import { rootPageData } from "#app/.server/branding/root-data.server.ts";
import { TranslationProvider } from "#app/i18n/translation.tsx";
import { isLanguage } from "#app/site/locales.ts";
import { getI18n, i18nInstanceFor } from "#app/middleware/i18n.server.ts";
import { readBuiltStylesheet } from "#app/.server/http/stylesheet.server.ts";
import { createPageSlot, type PageSlot } from "#app/framework/page-slots.server.ts";
import { renderWholePage } from "#app/framework/whole-page.server.tsx";
import { readServerHandoff, ServerRouter } from "#app/framework/server-router.server.tsx";
import { installFirstSegmentMatching } from "#app/framework/route-matching.server.ts";
import type { Config as RouterConfig } from "@react-router/dev/config";
import routerConfig from "../react-router.config.ts";
import type { Language } from "#app/site/locales.ts";
import { setInlineStylesheet } from "#app/styles/inline-stylesheet.tsx";
import appCss from "./app.css?url";

// React Router's matchers on this server try only the routes a path's first segment allows (decision 118), and
// ServerRouter builds the route objects once: installed before the request handler makes its static handler.
installFirstSegmentMatching((routerConfig as RouterConfig).basename ?? "/");

// Before anything opens the database: an empty one is seeded first (the demo).
seedEmptyDatabaseOnOpen();

// The stylesheet goes into every page's head (decision 042): read once, when a build is there.
// INLINE_STYLESHEET=0 links it instead (e.g. behind a CDN that serves the file from the edge anyway).
// React renders a marker in its place; the page gets the bytes, encoded once (decision 051).
const builtStylesheet = process.env.INLINE_STYLESHEET === "0" ? null : readBuiltStylesheet(appCss);
const stylesheetSlot = builtStylesheet === null ? null : createPageSlot("stylesheet", builtStylesheet);
setInlineStylesheet(stylesheetSlot?.marker ?? null);

/** The inlined messages of each language (decision 039), as a page slot like the stylesheet. */
const messagesSlots = new Map<Language, PageSlot>();
function messagesSlot(language: Language): PageSlot {
  let slot = messagesSlots.get(language);
  if (!slot) messagesSlots.set(language, (slot = createPageSlot(`messages-${language}`, inlineMessagesJson(language))));
  return slot;
}

export const streamTimeout = 5_000;

// Expired sessions are purged by every process, at start and hourly (deletes are idempotent).
if (process.env.NODE_ENV !== "test") {
  scheduleSessionPurge(getDb, (error) => logError("purging expired sessions failed", error));
  scheduleSessionPurge(getDb, (error) => logError("purging expired staff sessions failed", error), purgeExpiredStaffSessions);
}
// Postbacks a stopped process left pending (decision 035).
if (process.env.NODE_ENV !== "test") schedulePostbackSweep(getDb);

// The start log says which sites are live and whether demo mode is on (decision 063).
if (process.env.NODE_ENV !== "test") console.info(servedSitesReport());

// Open (migrate, seed when empty) the database at start rather than on the first request.
void getDb().catch((error) => {
  if (error instanceof DatabaseNewerThanCodeError) console.error(`Refusing to start: ${error.message}`);
  else logError("opening the database failed", error);
  process.exit(1);
});

/** For server.js: `/readyz`, and an orderly shutdown (event streams, then the database once requests are done). */
export { closeDb, databaseReadiness, leaveShutdownToServer } from "#app/.server/db/client.server.ts";
export { closeEventStreams } from "#app/.server/chat/event-stream.server.ts";

/** The request's shared i18n instance; English when the request failed before the i18n middleware ran (an unknown host). */
function i18nFor(context: RouterContextProvider): i18n {
  try {
    return getI18n(context);
  } catch {
    return i18nInstanceFor("en");
  }
}

/** A page rendered for no member: its data is a visitor's, the same for every visitor with the same request. */
function isVisitorPage(context: RouterContextProvider): boolean {
  try {
    return context.get(userContext) === null;
  } catch {
    return false;
  }
}

function siteOf(context: RouterContextProvider): Site | null {
  try {
    return context.get(siteContext);
  } catch {
    return null;
  }
}

/** For server.js: the headers static files get (they do not pass through React Router). */
export { baseSecurityHeaders };
/** For server.js: micro-cache hits answered before React Router runs (decision 051). */
export { cachedPageAnswer } from "#app/middleware/http-cache.server.ts";
/** For server.js: listen once the database is ready, then say where the demo is. */
export { serverReady, startupLines } from "#app/.server/startup.server.ts";

/**
 * Errors of loaders, actions and rendering: logged without the values they
 * carry (a failed query's parameters hold e-mails and password hashes).
 */
/**
 * React Router answers a form post whose Origin header is no URL, or names another host, with a 400 before any
 * middleware runs, and reports it to `handleError` (as "… Aborting the action.", or "Bad Request" for `.data`):
 * a refused post, not a failure of ours.
 */
function isOriginRefusal(error: unknown, request: Request) {
  if (!(error instanceof Error) || !(error.message === "Bad Request" || error.message.endsWith("Aborting the action."))) return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  // A request the app refuses (a 405 for a page without an action, a 404) is an answer, not a failure to log.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  if (isOriginRefusal(error, request)) return;
  markDatabaseUnavailable(context as RouterContextProvider | undefined, error);
  logError(`${request.method} ${new URL(request.url).pathname} failed`, error);
}

/**
 * The root data for a page refused before its loaders ran (405, 413, another site's form): built like the root
 * loader's for the site and language already resolved, so the error page is the site's (error-chrome.tsx). Null when
 * the root loader ran, or there is no site (an unknown host).
 */
async function refusedPageChrome(request: Request, routerContext: EntryContext, loadContext: RouterContextProvider) {
  if (routerContext.staticHandlerContext.loaderData.root !== undefined || !siteOf(loadContext)) return null;
  try {
    return rootDataOf(await rootPageData(request, loadContext, null));
  } catch {
    // The language was not chosen yet, or the member could not be read: the plain page it is.
    return null;
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const bot = isBotAgent(request.headers.get("user-agent"));

  // Bots get the plain status of an error, not the rendered error page (docs/product/screens-and-access.md#error-page).
  if (bot && responseStatusCode >= 400) {
    return new Response(`${responseStatusCode}`, {
      status: responseStatusCode,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const errorChrome = responseStatusCode >= 400 ? await refusedPageChrome(request, routerContext, loadContext) : null;
  // Any render may show the error page; it is rendered loaded, as the browser hydrates it (error-page-loader.tsx).
  await preloadErrorPage();
  // One nonce per render: the policy header and every inline script of this body carry it (decision 021).
  const nonce = createNonce();
  const i18n = i18nFor(loadContext);
  responseHeaders.set("Content-Security-Policy", pageContentSecurityPolicy(nonce, siteOf(loadContext), isSecureRequest(request)));

  // The whole page is rendered before a byte is sent, split at its slots (decision 051), with the loaders' data
  // read first, so the render need not wait for it (decision 130).
  const dataRead = await readServerHandoff(routerContext);
  const messages = messagesSlot(isLanguage(i18n.language) ? i18n.language : "en");
  return renderWholePage(
    <NonceProvider value={nonce}>
      <TranslationProvider i18n={i18n}>
        <InlineMessagesContext value={messages.marker}>
          <ErrorChromeContext value={errorChrome}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} shared={isVisitorPage(loadContext)} />
          </ErrorChromeContext>
        </InlineMessagesContext>
      </TranslationProvider>
    </NonceProvider>,
    {
      nonce,
      status: responseStatusCode,
      headers: responseHeaders,
      slots: stylesheetSlot ? [stylesheetSlot, messages] : [messages],
      timeoutMs: streamTimeout + 1000,
      stringFirst: dataRead,
      onRenderError(error) {
        if (!request.signal.aborted) logError(`rendering ${new URL(request.url).pathname} failed`, error);
      },
    },
  );
}
