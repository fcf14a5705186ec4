import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { TranslationProvider } from "#app/i18n/translation.tsx";
import { createRoutesStub } from "react-router";
import { resources } from "#app/i18n/resources.ts";
import { packSite } from "#app/site/packed-site.ts";
import { toPublicSite } from "#app/site/public-site.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { LOCALE_TAGS, type Language } from "#app/site/locales.ts";
import type { PublicUser } from "#app/user.ts";

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/**
 * Renders client components the way the app does, for DOM tests (happy-dom):
 * root loader data for one site and user, i18next in one language, and a memory
 * router with any extra routes the component fetches from (e.g. a stub
 * `/api/search.php` loader).
 */
export async function renderInApp(
  ui: ReactNode,
  {
    siteId = "classic",
    user = null,
    language = "en",
    routes = [],
  }: { siteId?: string; user?: PublicUser | null; language?: Language; routes?: StubRoute[] } = {},
) {
  const site = siteRegistry.sites.find((candidate) => candidate.id === siteId)!;
  const i18n = createInstance();
  await i18n.init({ resources, lng: language, fallbackLng: "en", interpolation: { escapeValue: false } });
  const rootData = {
    site: packSite(toPublicSite(site)),
    user,
    language,
    localeTag: LOCALE_TAGS[language],
    themeCss: "",
    i18nVersion: "test",
    toast: null,
  };
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => rootData, HydrateFallback: () => null, children: [{ index: true, Component: () => <>{ui}</> }] },
    ...routes,
  ]);
  return render(
    <TranslationProvider i18n={i18n}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: rootData } }} />
    </TranslationProvider>,
  );
}
