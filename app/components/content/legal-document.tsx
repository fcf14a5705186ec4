import type { ReactElement, ReactNode } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/translation.tsx";
import type { RenderedDocument, RenderedSection, RichParagraph } from "#app/content/documents.ts";
import { RichNodes, RichText, useContentComponents, useMessageList, type ContentValues } from "./rich-text.tsx";

export type TocEntry = { anchor: string; title: string };

/** Table of contents with in-page anchors; a sticky column on wide screens. */
export function TableOfContents({ entries, className }: { entries: TocEntry[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav
      data-slot="toc"
      aria-labelledby="toc-heading"
      className={cn(
        "rounded-card border border-card-border bg-panel p-4 text-sm shadow-card lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto",
        "lavish:p-6 lavish:shadow-none",
        className,
      )}
    >
      <h2 id="toc-heading" className="mb-3 text-base label-text lavish:font-sans lavish:text-primary">
        {t("content.toc")}
      </h2>
      <ol className="flex flex-col gap-1.5">
        {entries.map((entry, index) => (
          <li key={entry.anchor} className="flex gap-2">
            <span aria-hidden className="w-5 shrink-0 text-right tabular-nums text-muted-foreground lavish:text-primary/80">
              {index + 1}.
            </span>
            <a href={`#${entry.anchor}`} className="text-foreground/90 hover:text-primary hover:underline">
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Paragraphs of a list message, each with content links (short help texts translated in the page). */
export function Paragraphs({ listKey, values }: { listKey: string; values: ContentValues }) {
  const paragraphs = useMessageList(listKey);
  return (
    <>
      {paragraphs.map((_, index) => (
        <p key={index}>
          <RichText i18nKey={`${listKey}.${index}`} values={values} />
        </p>
      ))}
    </>
  );
}

/** Paragraphs of a rendered document: translated and parsed on the server. */
export function ParsedParagraphs({
  paragraphs,
  components,
}: {
  paragraphs: readonly RichParagraph[];
  components: Record<string, ReactElement>;
}) {
  return (
    <>
      {paragraphs.map((nodes, index) => (
        <p key={index}>
          <RichNodes nodes={nodes} components={components} />
        </p>
      ))}
    </>
  );
}

function SectionItems({
  items,
  numbered,
  components,
}: {
  items: readonly RichParagraph[];
  numbered?: boolean;
  components: Record<string, ReactElement>;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List
      data-slot="section-items"
      className={cn(
        "flex flex-col gap-2 pl-6",
        numbered ? "list-decimal marker:font-semibold marker:text-primary" : "list-disc marker:text-primary",
      )}
    >
      {items.map((nodes, index) => (
        <li key={index} className="pl-1">
          <RichNodes nodes={nodes} components={components} />
        </li>
      ))}
    </List>
  );
}

/** One numbered section with its anchor; `extra` adds page-specific content (a table, an icon) after the text. */
function DocumentSection({
  section,
  number,
  components,
  extra,
}: {
  section: RenderedSection;
  number: number | null;
  components: Record<string, ReactElement>;
  extra?: ReactNode;
}) {
  return (
    <section
      id={section.anchor}
      data-section={section.id}
      // Long documents: sections out of view are not laid out or painted until they come near (decision 049).
      className="scroll-mt-6 flex flex-col gap-3 [content-visibility:auto] [contain-intrinsic-size:auto_30rem]"
    >
      <h2 id={`${section.anchor}-title`} className="text-heading-section">
        {number !== null ? <span className="mr-2 text-primary tabular-nums">{number}.</span> : null}
        {section.title}
      </h2>
      <ParsedParagraphs paragraphs={section.body} components={components} />
      {section.items ? <SectionItems items={section.items} numbered={section.numbered} components={components} /> : null}
      {section.after ? <ParsedParagraphs paragraphs={section.after} components={components} /> : null}
      {extra}
    </section>
  );
}

/**
 * A legal or help document: intro, optional table of contents, numbered sections. The
 * server sends it translated and parsed, with only the sections that apply.
 */
export function LegalDocument({
  document,
  values,
  extras = {},
}: {
  document: Extract<RenderedDocument, { kind: "legal" }>;
  values: ContentValues;
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const components = useContentComponents(values);
  const numbered = document.toc;
  const body = (
    <article
      data-slot="legal-document"
      className={cn(
        "flex min-w-0 flex-col gap-8 leading-relaxed text-foreground/90",
        "rounded-card border border-card-border bg-card p-5 shadow-card sm:p-8 lavish:sm:p-12",
      )}
    >
      <div data-slot="document-intro" className="flex flex-col gap-3 text-lead">
        <ParsedParagraphs paragraphs={document.intro} components={components} />
      </div>
      {document.sections.map((section, index) => (
        <DocumentSection
          key={section.id}
          section={section}
          number={numbered ? index + 1 : null}
          components={components}
          extra={extras[section.id]}
        />
      ))}
    </article>
  );
  if (!document.toc) return body;
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-section">
      <TableOfContents entries={document.sections} />
      {body}
    </div>
  );
}
