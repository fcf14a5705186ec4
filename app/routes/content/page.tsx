import { data } from "react-router";
import { contentValues, tradenameMatchesPaymentBrand } from "#app/.server/content/company.server.ts";
import { renderedDocument } from "#app/.server/content/documents.server.ts";
import { BAN, COOKIES, PRIVACY, RETURN_POLICY, TERMS, type DocumentDef } from "#app/content/documents.ts";
import { packDocument, unpackDocument } from "#app/content/packed-document.ts";
import { plainText } from "#app/i18n/rich.tsx";
import { getFictionalPlural, getI18n, getLanguage } from "#app/middleware/i18n.server.ts";
import { guard, pageNotFound, type Access } from "#app/routing/guard.server.ts";
import { withSiteMeta } from "#app/routing/meta.ts";
import { ContentPageView } from "#app/components/content/content-page.tsx";
import type { Route } from "./+types/page";

/** The info pages and their access levels (docs/product/screens-and-access.md#access-levels). */
export const CONTENT_PAGES = {
  // Public: a banned member has no session any more (their sessions end with the ban, decision 070), yet is sent here.
  ban: { access: "public", title: "screens.pages_ban" },
  faq: { access: "public", title: "screens.pages_faq" },
  terms: { access: "public", title: "screens.pages_terms" },
  // Public, unlike the spec's "default": visitors get cookies (language, tracking) and must be able to read about them (decision 024).
  cookies: { access: "public", title: "screens.pages_cookies" },
  privacy: { access: "public", title: "screens.pages_privacy" },
  service: { access: "required", title: "screens.pages_service" },
  "return-policy": { access: "public", title: "screens.pages_return_policy" },
} as const satisfies Record<string, { access: Access; title: string }>;

type PageSlug = keyof typeof CONTENT_PAGES;

const DOCUMENTS: Partial<Record<PageSlug, DocumentDef>> = {
  terms: TERMS,
  privacy: PRIVACY,
  cookies: COOKIES,
  "return-policy": RETURN_POLICY,
  ban: BAN,
};

function isPageSlug(slug: string | undefined): slug is PageSlug {
  return slug !== undefined && Object.hasOwn(CONTENT_PAGES, slug);
}

/** The page's slug from the route param; any other slug is a 404. */
function pageSlug(args: { params: { page?: string }; request: Request }): PageSlug {
  const slug = args.params.page;
  if (!isPageSlug(slug)) throw pageNotFound(new URL(args.request.url).pathname);
  return slug;
}

export async function loader(args: Route.LoaderArgs) {
  const slug = pageSlug(args);
  const { site } = guard(args, { access: CONTENT_PAGES[slug].access });
  const values = { ...contentValues(site, getLanguage(args.context)), fictional_plural: getFictionalPlural(args.context) };
  const definition = slug === "faq" ? "faq" : DOCUMENTS[slug];
  // Legal texts and the FAQ travel as page data, translated and parsed once per site and language:
  // the browser's message bundle carries none of them.
  const document = definition
    ? packDocument(
        renderedDocument({ siteId: site.id, language: getLanguage(args.context), page: slug }, definition, {
          t: getI18n(args.context).t,
          paymentBrand: tradenameMatchesPaymentBrand(site),
          values,
        }),
      )
    : null;
  // The document as one string (decision 127): ContentPage and meta read it back.
  return { slug, title: CONTENT_PAGES[slug].title, document, values };
}

/** A legal page or the FAQ is described by its own first paragraph; the service page by the site's pitch. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const intro = loaderData?.document ? unpackDocument(loaderData.document).intro[0] : undefined;
  return withSiteMeta(matches, [], intro ? plainText(intro) : undefined);
}

/** The info pages take no posts; the service page's contact form is its own route (routes/content/service.tsx). */
/** The info pages take no posts: the site's 405 error page says so (a returned 405 rendered the page as if nothing was wrong). */
export function action(): never {
  throw data({ message: "Method Not Allowed" }, { status: 405, statusText: "Method Not Allowed" });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { document, ...page } = loaderData;
  return <ContentPageView {...page} document={document ? unpackDocument(document) : null} documentKey={document ?? undefined} />;
}
