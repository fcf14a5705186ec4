import { CookieTable } from "#app/components/content/cookie-table.tsx";
import { FaqPage } from "#app/components/content/faq.tsx";
import { LegalDocument } from "#app/components/content/legal-document.tsx";
import type { ContentValues } from "#app/components/content/rich-text.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import type { RenderedDocument } from "#app/content/documents.ts";
import { KeptFragment } from "#app/framework/kept-fragment.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useOptionalUser } from "#app/root-data.ts";

export type ContentPageViewProps = {
  slug: string;
  /** The page title's translation key. */
  title: string;
  /** The page's document in the reader's language; null for a page without one. */
  document: RenderedDocument | null;
  /**
   * The document as the page's data carries it (one string per site and language): the server renders the document
   * once for it and sends that HTML again (decision 135). Without it the document is rendered each time.
   */
  documentKey?: string;
  /** The site's values the texts fill in; the fictional icon also draws the fictional marker. */
  values: ContentValues & { fictional_icon: string };
};

/** An info page: a legal document (with its table of contents, fictional marker and cookie table) or the FAQ. */
export function ContentPageView({ slug, title, document, documentKey, values }: ContentPageViewProps) {
  const { t } = useTranslation();
  // The document's links depend on whether a member is logged in (useContentComponents).
  const loggedIn = useOptionalUser() !== null;
  // Pages without a table of contents read better in a narrower column.
  const narrow = document?.kind === "legal" && !document.toc;
  return (
    <div data-content-page={slug} className={narrow || !document ? "mx-auto w-full max-w-4xl" : undefined}>
      <PageHeading title={t(title)} />
      {document && documentKey ? (
        <KeptFragment keyedBy={documentKey} variant={`${loggedIn}\n${JSON.stringify(values)}`}>
          <DocumentBody document={document} values={values} />
        </KeptFragment>
      ) : document ? (
        <DocumentBody document={document} values={values} />
      ) : null}
    </div>
  );
}

/** A legal document (with its fictional marker and cookie table) or the FAQ. */
function DocumentBody({ document, values }: { document: RenderedDocument; values: ContentPageViewProps["values"] }) {
  return document.kind === "legal" ? (
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
  ) : document.kind === "faq" ? (
    <FaqPage document={document} values={values} />
  ) : null;
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
