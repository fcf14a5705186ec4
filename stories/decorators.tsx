import type { Decorator } from "@storybook/react-vite";
import i18next from "i18next";
import { useEffect } from "react";
import { TranslationProvider } from "#app/i18n/translation.tsx";
import { createRoutesStub, useActionData } from "react-router";
import { AdminLayout, type AdminLayoutProps } from "#app/components/admin/admin-layout.tsx";
import type { AdminActionResult } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/i18n/resources.ts";
import { packSite } from "#app/site/packed-site.ts";
import { toPublicSite } from "#app/site/public-site.ts";
import { buildSiteRegistry } from "#app/site/registry.ts";
import { LOCALE_TAGS, type Language } from "#app/site/locales.ts";
import { themeCssVariables } from "#themes/css.ts";
import { getTheme } from "#themes/index.ts";
import type { ThemeName } from "#themes/types.ts";
import type { PublicUser } from "#app/user.ts";
import { staffAdmin } from "./data.ts";

/** The demo sites, validated as the server does. */
export const storySites = buildSiteRegistry(import.meta.glob("../sites/*.ts", { eager: true })).sites;

void i18next.init({
  lng: "en",
  resources: Object.fromEntries(Object.entries(messages).map(([lng, tree]) => [lng, { translation: tree }])),
  interpolation: { escapeValue: false },
});

export const demoUser: PublicUser = {
  id: 1,
  loggedIn: true,
  email: "paid@example.com",
  name: "Paul",
  status: "active",
  confirmed: true,
  mailprovider: 1,
  paid_user: true,
  premium_until: null,
  premium: false,
  credits: 250,
  signup_date: "2026-10-01T12:00:00.000Z",
  fictional_icon: "✦",
  language: "en",
  profile: {
    id: 1,
    name: "Paul",
    gender: "male",
    date_of_birth: "1985-05-01",
    age: 41,
    country: "GB",
    countryregion: null,
    city: "Leeds",
    main_image: null,
    images: [],
    personal: {},
    texts: {},
  },
};

/**
 * Applies the toolbar's theme, site and language the way the root layout does
 * per request: `<html data-theme>`, the token variables, and root loader data
 * for components that read the site or user.
 */
export const withAppShell: Decorator = (Story, context) => {
  const siteId = (context.globals.site as string) ?? "classic";
  const site = storySites.find((s) => s.id === siteId) ?? storySites[0]!;
  const theme = ((context.globals.theme as string) || site.template) as ThemeName;
  const language = ((context.globals.language as string) || site.language || "en") as Language;
  const loggedIn = context.globals.user === "member";

  // Storybook renders a decorator as a component, so hooks are allowed here.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.lang = LOCALE_TAGS[language];
    let style = document.getElementById("story-theme-tokens");
    if (!style) {
      style = document.createElement("style");
      style.id = "story-theme-tokens";
      document.head.appendChild(style);
    }
    style.textContent = themeCssVariables(getTheme(theme), site.brand_color);
    void i18next.changeLanguage(language);
  }, [theme, language, site]);

  const rootData = {
    site: packSite({ ...toPublicSite(site), template: theme }),
    user: loggedIn ? demoUser : null,
    language,
    localeTag: LOCALE_TAGS[language],
    themeCss: themeCssVariables(getTheme(theme), site.brand_color),
    i18nVersion: "storybook",
    toast: null,
  };
  // `parameters.path`: the page's URL (active navigation links); `parameters.routes`: resource routes a story's fetchers load (e.g. the error page's member teaser).
  const extraRoutes = (context.parameters.routes ?? []) as {
    path: string;
    loader?: (args: { request: Request }) => unknown;
    action?: () => unknown;
  }[];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/*",
      Component: () => <Story />,
      HydrateFallback: () => null,
      loader: () => rootData,
      // `parameters.action`: what the page's own forms post to (the route's action), e.g. a back-office decision.
      action: context.parameters.action as ((args: { request: Request }) => unknown) | undefined,
    },
    ...extraRoutes,
  ]);
  return (
    <TranslationProvider i18n={i18next}>
      <div className="bg-background font-sans text-foreground">
        {/* The root data as hydration data: the story renders at once, not after a loader round (axe must see it). */}
        <Stub
          initialEntries={[(context.parameters.path as string | undefined) ?? "/"]}
          hydrationData={{ loaderData: { root: rootData } }}
        />
      </div>
    </TranslationProvider>
  );
};

/** The default layout's `<main>` around a page component, as the layout's Outlet places a route's page. */
export const inDefaultLayout: Decorator = (Story) => (
  <main className="mx-auto w-full max-w-page flex-1 px-gutter py-section">
    <Story />
  </main>
);

/**
 * The back office's layout around a page, as its layout route places an admin route's page; `parameters.staff` is
 * the staff member logged in (an admin by default, null: not logged in).
 */
export const inAdminLayout: Decorator = (Story, context) => {
  const staff = context.parameters.staff as AdminLayoutProps["staff"] | undefined;
  return (
    <AdminLayout staff={staff === undefined ? staffAdmin : staff}>
      <Story />
    </AdminLayout>
  );
};

/** What the story's `parameters.action` answered, else the story's own: the `result` an admin route passes its page. */
export function useActionResult(fallback?: AdminActionResult): AdminActionResult {
  return (useActionData() as AdminActionResult) ?? fallback;
}
