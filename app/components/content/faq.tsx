import { useTranslation } from "react-i18next";
import { anchorOf, FAQ_GROUPS } from "./documents.ts";
import { Paragraphs, TableOfContents } from "./legal-document.tsx";
import type { ContentValues } from "./rich-text.tsx";

/** The FAQ: groups of questions, each answer with its own anchor so other pages can point at it. */
export function FaqPage({ values }: { values: ContentValues }) {
  const { t } = useTranslation();
  const entries = FAQ_GROUPS.map((group) => ({ anchor: anchorOf(group.id), title: t(`content.faq.groups.${group.id}`, values) }));
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-section">
      <TableOfContents entries={entries} />
      <div data-slot="faq" className="flex min-w-0 flex-col gap-8">
        <div className="flex flex-col gap-3 text-lead">
          <Paragraphs listKey="content.faq.intro" values={values} />
        </div>
        {FAQ_GROUPS.map((group) => (
          <section key={group.id} id={anchorOf(group.id)} data-section={group.id} className="scroll-mt-6 flex flex-col gap-3">
            <h2 className="text-heading-section">{t(`content.faq.groups.${group.id}`, values)}</h2>
            <div className="flex flex-col divide-y rounded-card border border-card-border bg-card shadow-card divide-card-border">
              {group.questions.map((question) => (
                <article
                  key={question}
                  id={anchorOf(question)}
                  className="scroll-mt-6 flex flex-col gap-2 p-5 leading-relaxed target:bg-primary-soft lavish:p-7"
                >
                  <h3 className="text-heading-item font-semibold">{t(`content.faq.questions.${question}.q`, values)}</h3>
                  <div className="flex flex-col gap-2 text-foreground/90">
                    <Paragraphs listKey={`content.faq.questions.${question}.a`} values={values} />
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
