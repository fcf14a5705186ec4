import { useEffect } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { data, isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { rootPageData } from "#app/.server/branding/root-data.server.ts";
import { readToast } from "#app/.server/toast.server.ts";
import { ensureLanguage, LOCALE_FAILED_EVENT, storeLanguageChoice } from "#app/i18n/client.ts";
import { InlineMessages } from "#app/i18n/inline-messages.tsx";
import { i18nextMiddleware } from "#app/middleware/i18n.server.ts";
import { bodyLimitMiddleware } from "#app/middleware/body-limit.server.ts";
import { crossSiteMiddleware } from "#app/middleware/cross-site.server.ts";
import { httpCacheMiddleware } from "#app/middleware/http-cache.server.ts";
import { jsonLengthMiddleware } from "#app/middleware/json-length.server.ts";
import { securityHeadersMiddleware } from "#app/middleware/security-headers.server.ts";
import { sessionMiddleware } from "#app/middleware/session.server.ts";
import { useNonce } from "#app/components/security/nonce.tsx";
import { trackingMiddleware } from "#app/middleware/tracking.server.ts";
import { siteMiddleware, type UnknownHostError } from "#app/middleware/site.server.ts";
import { isLanguage } from "#app/site/locales.ts";
import { themeCssVariables } from "#themes/css.ts";
import { getTheme } from "#themes/index.ts";
import { themeAxes } from "#themes/axes.ts";
import { LoadingBar } from "#app/components/ui/loading-bar.tsx";
import { showToast, Toaster } from "#app/components/ui/toast.tsx";
import { AccountLife } from "#app/components/account/account-life.tsx";
import { PwaBoot } from "#app/pwa/pwa-boot.tsx";
import { useRootData } from "#app/root-data.ts";
import { ErrorChromeScript, rootDataOf } from "#app/error-chrome.tsx";
import { keepTrackingKeys, sendBeaconWhenHidden } from "#app/tracking/browser.ts";
import { WebFontsStarter } from "#app/fonts.tsx";
import { ErrorPageOnDemand } from "#app/components/error-page-loader.tsx";
import { InlineStylesheet, isStylesheetInlined } from "#app/styles/inline-stylesheet.tsx";
import { PaintFirstScripts } from "#app/framework/paint-first-scripts.tsx";
import { announceHydrated } from "#app/framework/held-submit.tsx";
import appCss from "./app.css?url";

// The language is chosen before anything can refuse a request, so a refusal's page speaks it too.
export const middleware: Route.MiddlewareFunction[] = [
  securityHeadersMiddleware,
  jsonLengthMiddleware,
  siteMiddleware,
  i18nextMiddleware,
  crossSiteMiddleware,
  bodyLimitMiddleware,
  httpCacheMiddleware,
  sessionMiddleware,
  trackingMiddleware,
];

// The stylesheet URL is empty under Vitest, where CSS is not processed. Built, it is inlined (decision 042).
export const links: Route.LinksFunction = () => [
  ...(appCss && !isStylesheetInlined() ? [{ rel: "stylesheet", href: appCss }] : []),
  // The site's icons (app/routes/resources/icons.ts), so no browser asks for a missing one.
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The installable app. With credentials, so the manifest speaks the language the visitor chose.
  { rel: "manifest", href: "/manifest.webmanifest", crossOrigin: "use-credentials" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request);
  return data(await rootPageData(request, context, toast), { headers });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  // No root data: an unknown host, or a request refused before the loaders ran (its page gets the site's chrome).
  if (!loaderData) {
    const refused = isRouteErrorResponse(error) && !(error.data as UnknownHostError | undefined)?.unknownHost;
    return [{ title: refused ? `${error.status} ${error.statusText}`.trim() : "Unknown site" }];
  }
  return [{ title: rootDataOf(loaderData).site.name }, { name: "description", content: loaderData.descriptions.default }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const root = useRootData();
  const theme = root?.site.template ?? "classic";
  return (
    // The web-font starter sets an attribute here before hydration (app/fonts.tsx).
    <html
      suppressHydrationWarning
      lang={root?.localeTag ?? i18n.language ?? "en"}
      data-theme={theme}
      data-site={root?.site.id}
      {...themeAxes(root?.site.features)}
      data-i18n-version={root?.i18nVersion}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root?.themeColor ? <meta name="theme-color" content={root.themeColor} /> : null}
        <Meta />
        <InlineStylesheet />
        <Links />
        <WebFontsStarter nonce={nonce} />
        <InlineMessages nonce={nonce} />
        <style data-theme-tokens>{root?.themeCss ?? themeCssVariables(getTheme("classic"))}</style>
      </head>
      <body data-logged-in={root?.user ? "" : undefined} className={root?.user ? "logged-in" : undefined}>
        {children}
        <ErrorChromeScript />
        <ScrollRestoration nonce={nonce} />
        <PaintFirstScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!isLanguage(loaderData.language)) return;
    void ensureLanguage(loaderData.language);
    storeLanguageChoice(loaderData.language);
  }, [loaderData.language]);
  useEffect(() => {
    const announce = () =>
      showToast({
        id: "locale-failed",
        type: "danger",
        description: t("i18n.failed", { defaultValue: "Failed loading locale" }),
        autoHide: false,
      });
    if ((window as { __localeFailed?: boolean }).__localeFailed) announce();
    window.addEventListener(LOCALE_FAILED_EVENT, announce);
    return () => window.removeEventListener(LOCALE_FAILED_EVENT, announce);
  }, [t]);
  // Tracking keys: kept 30 days in local storage (the server set the cookie), then out of the address bar (docs/product/constants.md#tracking).
  const { search } = useLocation();
  useEffect(() => void keepTrackingKeys(window), [search]);
  useEffect(() => sendBeaconWhenHidden(), []);
  // Forms that held a submit made before hydration may now send it (held-submit.tsx).
  useEffect(() => announceHydrated(), []);
  return (
    <>
      <LoadingBar />
      <AccountLife />
      <div data-slot="page-container" className="contents">
        <Outlet />
      </div>
      <Toaster flash={loaderData.toast} />
      <PwaBoot siteName={rootDataOf(loaderData).site.name} memberId={loaderData.user?.id ?? null} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  // The error page's sign-up holds a submit made before hydration too (held-submit.tsx).
  useEffect(() => announceHydrated(), []);
  if (isRouteErrorResponse(error) && (error.data as UnknownHostError | undefined)?.unknownHost) {
    return <UnknownHost host={(error.data as UnknownHostError).unknownHost} />;
  }
  // No root data, not even the refused page's (error-chrome.tsx): there is no site to brand the page with.
  if (!root)
    return isRouteErrorResponse(error) ? <PlainError status={error.status} text={error.statusText} /> : <UnknownHost host={null} />;
  // The error page is its own chunk (decision 041), there before a page that arrives as one hydrates, so it hydrates
  // with the page (error-page-loader.tsx); lazily only on a client-side navigation that fails.
  return <ErrorPageOnDemand error={error} />;
}

/** An error before any loader ran: no site data to brand the page with, so a plain page with the status. */
function PlainError({ status, text }: { status: number; text: string }) {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem" }}>
      <h1>{`${status} ${text}`}</h1>
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  );
}

/** No site to brand the page with: a plain, clear answer naming the host. */
function UnknownHost({ host }: { host: string | null }) {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem" }}>
      <h1>404 — Unknown site</h1>
      <p>
        {host ? (
          <>
            No site is configured for the host <code>{host}</code>.
          </>
        ) : (
          "This request could not be matched to a site."
        )}
      </p>
      <p>Each site is a file in sites/; its domain and hosts list the names it answers to.</p>
    </main>
  );
}
