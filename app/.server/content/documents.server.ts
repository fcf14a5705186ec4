import type { TFunction } from "i18next";
import {
  anchorOf,
  FAQ_GROUPS,
  STORED_ITEMS,
  visibleSections,
  type DocumentDef,
  type RenderedDocument,
  type RichParagraph,
} from "#app/content/documents.ts";
import { parseRich } from "#app/i18n/rich.tsx";
import type { Language } from "#app/site/locales.ts";

type Values = Record<string, string | number>;

/** A list message (`body`, `items`): its strings parsed; a missing key shows as the key itself (docs/product/signup.md#validation). */
function paragraphs(t: TFunction, key: string, values: Values): RichParagraph[] {
  const list = t(key, { ...values, returnObjects: true }) as unknown;
  const texts = Array.isArray(list) ? list.map((_, index) => String(t(`${key}.${index}`, values))) : [String(list)];
  return texts.map(parseRich);
}

function legal(t: TFunction, document: DocumentDef, language: Language, paymentBrand: boolean, values: Values): RenderedDocument {
  const sections = visibleSections(document, { language, paymentBrand }).map((section) => {
    const key = `${document.key}.sections.${section.id}`;
    return {
      id: section.id,
      anchor: anchorOf(section.id),
      title: String(t(`${key}.title`, values)),
      body: paragraphs(t, `${key}.body`, values),
      ...(section.items ? { items: paragraphs(t, `${key}.items`, values), numbered: section.numbered === true } : {}),
      ...(section.after ? { after: paragraphs(t, `${key}.after`, values) } : {}),
    };
  });
  const has = (id: string) => sections.some((section) => section.id === id);
  return {
    kind: "legal",
    toc: document.toc,
    intro: paragraphs(t, `${document.key}.intro`, values),
    sections,
    ...(has("fictional_profiles")
      ? {
          fictionalMarker: String(
            t("content.terms.fictional_marker", { icon: values.fictional_icon, fictional_plural: values.fictional_plural }),
          ),
        }
      : {}),
    ...(has("what_we_store")
      ? {
          cookieTable: {
            headers: (["name", "purpose", "where", "lifetime"] as const).map((column) => String(t(`content.cookies.table.${column}`))) as [
              string,
              string,
              string,
              string,
            ],
            rows: STORED_ITEMS.map((item) => ({
              name: item.name,
              purpose: String(t(`content.cookies.rows.${item.id}.purpose`)),
              where: String(t(`content.cookies.rows.${item.id}.where`)),
              lifetime: String(t(`content.cookies.rows.${item.id}.lifetime`)),
            })),
          },
        }
      : {}),
  };
}

function faq(t: TFunction, values: Values): RenderedDocument {
  return {
    kind: "faq",
    intro: paragraphs(t, "content.faq.intro", values),
    groups: FAQ_GROUPS.map((group) => ({
      id: group.id,
      anchor: anchorOf(group.id),
      title: String(t(`content.faq.groups.${group.id}`, values)),
      questions: group.questions.map((question) => ({
        id: question,
        anchor: anchorOf(question),
        q: String(t(`content.faq.questions.${question}.q`, values)),
        a: paragraphs(t, `content.faq.questions.${question}.a`, values),
      })),
    })),
  };
}

// Site × language × page → the translated, parsed document. Sites and messages are fixed while the
// process runs, so each combination is built once; the bound is the number of sites × 7 × 6 pages.
const cache = new Map<string, RenderedDocument>();

/**
 * The legal document or FAQ of a site in a language, from templates translated and
 * parsed once per site and language: a page render only maps the
 * parsed nodes to elements, instead of translating and parsing every paragraph.
 */
export function renderedDocument(
  cacheKey: { siteId: string; language: Language; page: string },
  document: DocumentDef | "faq",
  build: { t: TFunction; paymentBrand: boolean; values: Values },
): RenderedDocument {
  const key = `${cacheKey.siteId}\n${cacheKey.language}\n${cacheKey.page}`;
  let rendered = cache.get(key);
  if (!rendered) {
    rendered =
      document === "faq" ? faq(build.t, build.values) : legal(build.t, document, cacheKey.language, build.paymentBrand, build.values);
    cache.set(key, rendered);
  }
  return rendered;
}
