import type { RichNode } from "#app/i18n/rich.tsx";

/**
 * The structure of the legal and help pages: which sections each has, in which
 * order, and when a section applies. The words live in `app/locales/<lang>/content.json`
 * under `content.<document>.sections.<id>` (`title`, `body` paragraphs, optional `items`).
 */

/** `english`: English pages only; `payment_brand`: only when a tradename matches the site's payment brand. */
export type SectionCondition = "english" | "payment_brand";

export type SectionDef = {
  id: string;
  /** The section has a list (`items`) after its paragraphs. */
  items?: boolean;
  /** Ordered list (numbered rules) instead of bullets. */
  numbered?: boolean;
  /** Paragraphs after the list (`after`). */
  after?: boolean;
  only?: SectionCondition;
};

export type DocumentDef = {
  /** Message key prefix, e.g. `content.terms`. */
  key: string;
  /** Long pages get a table of contents. */
  toc: boolean;
  sections: readonly SectionDef[];
};

export const TERMS: DocumentDef = {
  key: "content.terms",
  toc: true,
  sections: [
    { id: "definitions", items: true },
    { id: "general" },
    { id: "fictional_profiles" },
    { id: "offer_registration" },
    { id: "usage_rules", items: true, numbered: true },
    { id: "anti_trafficking", items: true, only: "english" },
    { id: "refusal_blocking" },
    { id: "termination" },
    { id: "credits_payments" },
    { id: "consent_storage" },
    { id: "liability" },
    { id: "intellectual_property" },
    { id: "complaints" },
    { id: "newsletters" },
    { id: "dmca", items: true, only: "payment_brand" },
    { id: "records_2257", only: "payment_brand" },
    { id: "counter_notice", items: true, after: true, only: "payment_brand" },
  ],
};

export const PRIVACY: DocumentDef = {
  key: "content.privacy",
  toc: true,
  sections: [
    { id: "definitions", items: true },
    { id: "data_sources", items: true },
    { id: "sharing", items: true, after: true },
    { id: "profile_visibility" },
    { id: "email_marketing" },
    { id: "no_selling" },
    { id: "external_sign_in", items: true, after: true },
    { id: "age_limit" },
    { id: "links" },
    { id: "user_rights", items: true, after: true },
    { id: "consent_withdrawal" },
    { id: "supervisory_complaint" },
    { id: "storage", items: true },
    { id: "contact" },
  ],
};

export const COOKIES: DocumentDef = {
  key: "content.cookies",
  toc: true,
  sections: [
    { id: "what_are_cookies" },
    { id: "what_we_store" },
    { id: "tracking" },
    { id: "offline" },
    { id: "third_parties" },
    { id: "managing" },
    { id: "changes" },
  ],
};

export const RETURN_POLICY: DocumentDef = {
  key: "content.return_policy",
  toc: true,
  sections: [
    { id: "scope" },
    { id: "withdrawal" },
    { id: "premium" },
    { id: "refunds", items: true },
    { id: "how_to_request", items: true },
    { id: "processing" },
    { id: "chargebacks" },
    { id: "contact" },
  ],
};

export const BAN: DocumentDef = {
  key: "content.ban",
  toc: false,
  sections: [
    { id: "what_happened" },
    { id: "reasons", items: true, after: true },
    { id: "consequences", items: true },
    { id: "objection" },
    { id: "data" },
  ],
};

/** FAQ groups and their questions, in page order. The delete-data answer is the privacy statement's pointer. */
export const FAQ_GROUPS = [
  { id: "accounts", questions: ["signup_free", "activation_mail", "forgot_password", "change_email", "delete_account"] },
  { id: "credits", questions: ["what_are_credits", "message_cost", "payment_methods", "credits_missing", "premium"] },
  { id: "fictional", questions: ["what_fictional", "recognize_fictional"] },
  { id: "privacy", questions: ["who_sees_profile", "delete_data", "external_sign_in"] },
  { id: "safety", questions: ["report_profile", "meeting_safely", "minors"] },
  { id: "technical", questions: ["install_app", "notifications", "browsers", "not_loading"] },
] as const;

/** Anchor of the FAQ answer the privacy statement points to for deleting data. */
export const FAQ_DELETE_DATA_ANCHOR = "delete-data";

export type VisibilityContext = { language: string; paymentBrand: boolean };

export function sectionApplies(section: SectionDef, { language, paymentBrand }: VisibilityContext): boolean {
  if (section.only === "english") return language === "en";
  if (section.only === "payment_brand") return paymentBrand;
  return true;
}

export function visibleSections(document: DocumentDef, context: VisibilityContext): SectionDef[] {
  return document.sections.filter((section) => sectionApplies(section, context));
}

/** URL fragment of a section or question id: `usage_rules` → `usage-rules`. */
export function anchorOf(id: string): string {
  return id.replaceAll("_", "-");
}

/** A paragraph or list item, its content tags parsed (app/i18n/rich.tsx). */
export type RichParagraph = RichNode[];

export type RenderedSection = {
  id: string;
  anchor: string;
  title: string;
  body: RichParagraph[];
  items?: RichParagraph[];
  numbered?: boolean;
  after?: RichParagraph[];
};

/**
 * A legal document or the FAQ in one language for one site, translated and parsed on the
 * server once (app/.server/content/documents.server.ts) and sent as page data: the browser
 * needs none of these long texts in its message bundle.
 */
export type RenderedDocument =
  | {
      kind: "legal";
      toc: boolean;
      intro: RichParagraph[];
      sections: RenderedSection[];
      /** Words of the page-specific extras: the fictional-profile marker, the cookie table. */
      fictionalMarker?: string;
      cookieTable?: {
        headers: [string, string, string, string];
        rows: { name: string; purpose: string; where: string; lifetime: string }[];
      };
    }
  | {
      kind: "faq";
      intro: RichParagraph[];
      groups: { id: string; anchor: string; title: string; questions: { id: string; anchor: string; q: string; a: RichParagraph[] }[] }[];
    };

/**
 * What the app really stores in the browser. Names are the real ones: the
 * session and flash cookies of app/.server, the language cookie of docs/product/constants.md#language
 * and the tracking record (docs/product/landers-and-tracking.md#tracking-keys and docs/product/constants.md#tracking; the cookie of decision 023),
 * the login's known-device stamps and the match finder's answers. A test holds it equal to every member-facing cookie
 * of the cookie module (decision 094); the staff cookie is the back office's and is listed in its own documentation.
 */
export const STORED_ITEMS = [
  { id: "session", name: "__session" },
  { id: "language", name: "i18n_redirected" },
  { id: "toast", name: "toast" },
  { id: "tracking", name: "tracking" },
  { id: "known_device", name: "known_device" },
  { id: "match_finder", name: "match_finder" },
] as const;
