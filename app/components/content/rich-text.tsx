import type { ReactElement } from "react";
import { Link } from "#app/framework/link.tsx";
import { renderRich, type RichNode } from "#app/i18n/rich.tsx";
import { Trans, useTranslation } from "#app/i18n/translation.tsx";
import { useOptionalUser } from "#app/root-data.ts";
import { serviceHref } from "#app/routing/links.ts";
import { anchorOf, FAQ_DELETE_DATA_ANCHOR } from "#app/content/documents.ts";

/** What content texts may interpolate; the loader builds it from the site (contentValues). */
export type ContentValues = Record<string, string | number>;

const linkClass = "text-primary underline underline-offset-2 hover:no-underline";

/**
 * Tags content texts may use around words: `<pricing>prices</pricing>` becomes a
 * link. Keeping the targets here means translators never type a URL.
 */
function richComponents(values: ContentValues, loggedIn: boolean): Record<string, ReactElement> {
  const page = (to: string) => <Link to={to} className={linkClass} />;
  return {
    strong: <strong className="font-semibold text-foreground" />,
    pricing: page("/pricing"),
    service: page(serviceHref(loggedIn)),
    faq: page("/pages/faq"),
    faq_delete: page(`/pages/faq#${FAQ_DELETE_DATA_ANCHOR}`),
    terms: page("/pages/terms"),
    usage_rules: page(`/pages/terms#${anchorOf("usage_rules")}`),
    privacy: page("/pages/privacy"),
    cookies: page("/pages/cookies"),
    return_policy: page("/pages/return-policy"),
    complaints: page("/complaints"),
    profile: page("/profile"),
    // renderRich puts the translated link text inside these anchors.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    support: <a href={`mailto:${values.support_email}`} className={linkClass} />,
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    dmca: <a href={`mailto:${values.dmca_email}`} className={linkClass} />,
  };
}

/** The content tags' elements for this site and visitor. */
export function useContentComponents(values: ContentValues): Record<string, ReactElement> {
  const loggedIn = useOptionalUser() !== null;
  return richComponents(values, loggedIn);
}

/** One translated paragraph or list item, with the content tags turned into links. */
export function RichText({ i18nKey, values }: { i18nKey: string; values: ContentValues }) {
  return <Trans i18nKey={i18nKey} values={values} components={useContentComponents(values)} />;
}

/** One already translated and parsed paragraph (a rendered document's), with the content tags as links. */
export function RichNodes({ nodes, components }: { nodes: readonly RichNode[]; components: Record<string, ReactElement> }) {
  return renderRich(nodes, components);
}

/**
 * The strings of a list message (`body`, `items`). A missing key comes back as the
 * key itself (docs/product/signup.md#validation), shown as one entry so it is noticed.
 */
export function useMessageList(key: string): string[] {
  const { t } = useTranslation();
  const value = t(key, { returnObjects: true }) as unknown;
  if (Array.isArray(value)) return value.map(String);
  return [String(value)];
}
