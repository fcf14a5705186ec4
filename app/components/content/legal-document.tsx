import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "#app/components/ui/cn.ts";
import { anchorOf, type DocumentDef, type SectionDef } from "./documents.ts";
import { RichText, useMessageList, type ContentValues } from "./rich-text.tsx";

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
            <span aria-hidden className="w-5 shrink-0 text-right tabular-nums text-muted-foreground lavish:text-primary/70">
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

/** Paragraphs of a list message, each with content links. */
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

function SectionItems({ listKey, values, numbered }: { listKey: string; values: ContentValues; numbered?: boolean }) {
  const items = useMessageList(listKey);
  const List = numbered ? "ol" : "ul";
  return (
    <List
      data-slot="section-items"
      className={cn(
        "flex flex-col gap-2 pl-6",
        numbered ? "list-decimal marker:font-semibold marker:text-primary" : "list-disc marker:text-primary",
      )}
    >
      {items.map((_, index) => (
        <li key={index} className="pl-1">
          <RichText i18nKey={`${listKey}.${index}`} values={values} />
        </li>
      ))}
    </List>
  );
}

/** One numbered section with its anchor; `extra` adds page-specific content (a table, an icon) after the text. */
function DocumentSection({
  docKey,
  section,
  number,
  values,
  extra,
}: {
  docKey: string;
  section: SectionDef;
  number: number | null;
  values: ContentValues;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const key = `${docKey}.sections.${section.id}`;
  return (
    <section id={anchorOf(section.id)} data-section={section.id} className="scroll-mt-6 flex flex-col gap-3">
      <h2 className="text-heading-section">
        {number !== null ? <span className="mr-2 text-primary tabular-nums">{number}.</span> : null}
        {t(`${key}.title`, values)}
      </h2>
      <Paragraphs listKey={`${key}.body`} values={values} />
      {section.items ? <SectionItems listKey={`${key}.items`} values={values} numbered={section.numbered} /> : null}
      {section.after ? <Paragraphs listKey={`${key}.after`} values={values} /> : null}
      {extra}
    </section>
  );
}

/**
 * A legal or help document: intro, optional table of contents, numbered sections.
 * The caller passes only the sections that apply (see visibleSections).
 */
export function LegalDocument({
  document,
  sections,
  values,
  extras = {},
}: {
  document: DocumentDef;
  sections: readonly SectionDef[];
  values: ContentValues;
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation();
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
        <Paragraphs listKey={`${document.key}.intro`} values={values} />
      </div>
      {sections.map((section, index) => (
        <DocumentSection
          key={section.id}
          docKey={document.key}
          section={section}
          number={numbered ? index + 1 : null}
          values={values}
          extra={extras[section.id]}
        />
      ))}
    </article>
  );
  if (!document.toc) return body;
  const entries = sections.map((section) => ({
    anchor: anchorOf(section.id),
    title: t(`${document.key}.sections.${section.id}.title`, values),
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-section">
      <TableOfContents entries={entries} />
      {body}
    </div>
  );
}
