import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { lazy, Suspense } from "react";
import { data } from "react-router";
import { requireForm } from "#app/.server/http/body.server.ts";
import { methodNotAllowed } from "#app/.server/api.server.ts";
import { contentValues, tradenameMatchesPaymentBrand } from "#app/.server/content/company.server.ts";
import { mailContactRequest, storeContactRequest } from "#app/.server/content/contact.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { isHoneypotFilled } from "#app/.server/security/honeypot.server.ts";
import { clientIp, consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { redirectWithToast } from "#app/.server/toast.server.ts";
import { renderedDocument } from "#app/.server/content/documents.server.ts";
import { CookieTable } from "#app/components/content/cookie-table.tsx";
import { BAN, COOKIES, PRIVACY, RETURN_POLICY, TERMS, type DocumentDef } from "#app/components/content/documents.ts";
import { FaqPage } from "#app/components/content/faq.tsx";
import { LegalDocument } from "#app/components/content/legal-document.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { ContactSchema } from "#app/forms/contact.ts";
import { useTranslation } from "#app/i18n/translation.tsx";
import { getFictionalPlural, getI18n, getLanguage } from "#app/middleware/i18n.server.ts";
import { guard, pageNotFound, type Access } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/page";

/** The info pages and their access levels (spec section 2). */
export const CONTENT_PAGES = {
  ban: { access: "required", title: "screens.pages_ban" },
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
  const { site, user } = guard(args, { access: CONTENT_PAGES[slug].access });
  const values = { ...contentValues(site), fictional_plural: getFictionalPlural(args.context) };
  const definition = slug === "faq" ? "faq" : DOCUMENTS[slug];
  // Legal texts and the FAQ travel as page data, translated and parsed once per site and language:
  // the browser's message bundle carries none of them (issue 10 items 1 and 5).
  const document = definition
    ? renderedDocument({ siteId: site.id, language: getLanguage(args.context), page: slug }, definition, {
        t: getI18n(args.context).t,
        paymentBrand: tradenameMatchesPaymentBrand(site),
        values,
      })
    : null;
  return { slug, document, values, memberEmail: user?.email ?? "" };
}

/** Only the service page takes a post: the customer-service contact form. */
export async function action(args: Route.ActionArgs) {
  const slug = pageSlug(args);
  if (slug !== "service") return methodNotAllowed(["GET"]);
  const { site, user } = guard(args, { access: "required" });
  const { request, context } = args;
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (isHoneypotFilled(formData)) {
    return data(submission.reply({ formErrors: ["content.form.errors.rejected"] }), { status: 400 });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const limit = await consumeRateLimit("contact", `ip:${clientIp(request)}`, `user:${user.id}`);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: ["api.too_many_requests"] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const i18n = getI18n(context);
  const db = await getDb();
  const stored = await storeContactRequest(db, site, user, submission.value, getLanguage(context));
  await mailContactRequest(site, stored, i18n.getFixedT(site.language ?? "en"));
  return redirectWithToast("/pages/service", {
    type: "success",
    description: i18n.t("content.service.form.sent", { reference: stored.reference }),
  });
}

/** Document responses carry the action's Retry-After (rate limit). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

// The contact form (Conform, Zod) loads only on the service page, not with the legal pages (issue 10 item 5).
const ServicePage = lazy(() => import("#app/components/content/service-page.tsx").then((module) => ({ default: module.ServicePage })));

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slug, document, values, memberEmail } = loaderData;
  // Pages without a table of contents read better in a narrower column.
  const narrow = document?.kind === "legal" && !document.toc;
  return (
    <div data-content-page={slug} className={narrow || !document ? "mx-auto w-full max-w-4xl" : undefined}>
      <PageHeading title={t(CONTENT_PAGES[slug].title)} />
      {document?.kind === "legal" ? (
        <LegalDocument
          document={document}
          values={values}
          extras={{
            fictional_profiles: document.fictionalMarker ? (
              <FictionalMarker icon={values.fictional_icon} text={document.fictionalMarker} />
            ) : null,
            what_we_store: document.cookieTable ? <CookieTable table={document.cookieTable} /> : null,
          }}
        />
      ) : document?.kind === "faq" ? (
        <FaqPage document={document} values={values} />
      ) : (
        <Suspense>
          <ServicePage values={values} email={memberEmail} lastResult={actionData as SubmissionResult<string[]> | undefined} />
        </Suspense>
      )}
    </div>
  );
}

/** How fictional profiles are marked across the site, with the site's own icon. */
function FictionalMarker({ icon, text }: { icon: string; text: string }) {
  return (
    <p
      data-slot="fictional-marker"
      className="flex items-center gap-3 rounded-control border border-primary/30 bg-primary-soft p-3 lavish:bg-accent"
    >
      <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-lg text-primary-foreground">
        {icon}
      </span>
      <span>{text}</span>
    </p>
  );
}
