import type { RenderedDocument } from "#app/content/documents.ts";
import { ParsedParagraphs, TableOfContents } from "./legal-document.tsx";
import { useContentComponents, type ContentValues } from "./rich-text.tsx";

/** The FAQ: groups of questions, each answer with its own anchor so other pages can point at it. */
export function FaqPage({ document, values }: { document: Extract<RenderedDocument, { kind: "faq" }>; values: ContentValues }) {
  const components = useContentComponents(values);
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-section">
      <TableOfContents entries={document.groups} />
      <div data-slot="faq" className="flex min-w-0 flex-col gap-8">
        <div className="flex flex-col gap-3 text-lead">
          <ParsedParagraphs paragraphs={document.intro} components={components} />
        </div>
        {document.groups.map((group) => (
          <section key={group.id} id={group.anchor} data-section={group.id} className="scroll-mt-6 flex flex-col gap-3">
            <h2 className="text-heading-section">{group.title}</h2>
            <div className="flex flex-col divide-y rounded-card border border-card-border bg-card shadow-card divide-card-border">
              {group.questions.map((question) => (
                <article
                  key={question.id}
                  id={question.anchor}
                  className="scroll-mt-6 flex flex-col gap-2 p-5 leading-relaxed target:bg-primary-soft lavish:p-7 lavish:target:bg-accent"
                >
                  <h3 className="text-heading-item font-semibold">{question.q}</h3>
                  <div className="flex flex-col gap-2 text-foreground/90">
                    <ParsedParagraphs paragraphs={question.a} components={components} />
                  </div>
                </article>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
