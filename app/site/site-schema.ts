import { z } from "zod";
import { PAYMENT_METHODS } from "#app/billing/payment-methods.ts";
import { TRACKING_KEYS } from "#app/tracking/keys.ts";
import { THEME_NAMES } from "#themes/types.ts";
import { LANGUAGES, LOCALE_TAGS } from "./locales.ts";
import { landerSlugPrefix, NICHES, slugMatchesNiche, type Niche } from "./niche.ts";

/** A host name as it appears in the Host header, lower case, no port. */
const hostName = z
  .string()
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: "must be a lower-case host name without scheme or port",
  })
  .describe("host name");

// Described: `docs/sites.md` names these types by their description.
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: "must be an ISO 3166-1 alpha-2 code such as NL" })
  .describe("country code (NL)");
const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: "must be an ISO 4217 code such as EUR" })
  .describe("currency code (EUR)");
const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: "must be a colour like #d6336c" })
  .describe("colour (#d6336c)");
const sitePath = z
  .string()
  .regex(/^\/[^\s]*$/, { message: "must be a path starting with /" })
  .describe("path (/…)");

/** Placeholders a postback URL template may use (decision 035): the tracking keys, the event and the member's id. */
export const POSTBACK_PLACEHOLDERS = [...TRACKING_KEYS, "event", "user_id"] as const;

/** An http(s) URL whose `{placeholders}` are all known ones; values are filled in URL-encoded when it fires. */
const postbackTemplate = z.string().superRefine((template, ctx) => {
  for (const [, name] of template.matchAll(/\{([^}]*)\}/g)) {
    if (!(POSTBACK_PLACEHOLDERS as readonly string[]).includes(name!)) {
      ctx.addIssue({ code: "custom", message: `unknown placeholder {${name}}; known: ${POSTBACK_PLACEHOLDERS.join(", ")}` });
    }
  }
  try {
    const url = new URL(template.replace(/\{[^}]*\}/g, "x"));
    if (url.protocol !== "https:" && url.protocol !== "http:") ctx.addIssue({ code: "custom", message: "must be an http(s) URL" });
  } catch {
    ctx.addIssue({ code: "custom", message: "must be an http(s) URL" });
  }
});

const PROFILE_FIELDS = [
  "city",
  "countryregion",
  "country",
  "age",
  "gender",
  "height",
  "body_type",
  "eye_color",
  "hair_color",
  "relationship_status",
  "smoking",
  "education",
  "children",
] as const;
const PROFILE_NOTES = ["about_me", "looking_for", "interests"] as const;
const SEARCH_FIELDS = ["gender", "age", "country", "countryregion"] as const;
const SEARCH_VISIBILITY = ["none", "all"] as const;

/**
 * Tax-inclusive prices in minor units (cents), by currency (`EUR: 1995`) or, to differ for one country, by country
 * (`CH: 2490`, in that country's currency). Which currency a country pays in: `minimum_message_costs`, else `currency`.
 */
const priceTable = z
  .record(z.string().regex(/^[A-Z]{2,3}$/, { message: "must be a currency (EUR) or a country (NL)" }), z.number().int().positive())
  .refine((prices) => Object.keys(prices).length > 0, { message: "needs at least one price" });

const creditPackage = z.strictObject({
  id: z.number().int().positive(),
  credits: z.number().int().positive(),
  /** Extra credits on top, booked as a bonus entry. */
  bonus: z.number().int().nonnegative().default(0),
  popular: z.boolean().default(false),
  prices: priceTable,
});

const premiumPlan = z.strictObject({
  id: z.number().int().positive(),
  /** How long one purchase makes the member premium; a purchase while premium extends it. */
  days: z.number().int().positive(),
  /** Credits booked with the purchase, as a bonus entry. Every plan also hides ads and shows the premium badge. */
  bonus_credits: z.number().int().nonnegative().default(0),
  popular: z.boolean().default(false),
  prices: priceTable,
});

const dateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const discountCode = z.strictObject({
  code: z.string().regex(/^[A-Z0-9_-]{3,32}$/, { message: "must be 3 to 32 capitals, digits, - or _" }),
  percent: z.number().int().min(1).max(90),
  /** The code offered to every member who has not bought anything yet (`GET /api/discountcode.php?welcome=true`). */
  welcome: z.boolean().default(false),
  applies_to: z.enum(["credits", "premium", "all"]).default("all"),
  /** Validity window (UTC): from the start of `valid_from` until the end of `valid_until` (dates), or exact times. */
  valid_from: dateOrTime.optional(),
  valid_until: dateOrTime.optional(),
});

/** A text in one language (the site's), or one per language: languages not listed keep the translated default. */
const localizedText = z
  .union([
    z.string().trim().min(1).max(300),
    z.partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(300)).refine((map) => Object.keys(map).length > 0, "needs a language"),
  ])
  .describe("text, or text per language ({ de: … })");

/** A region a site adds or renames: its ISO 3166-2 style id (the country's code first) and its name. */
const siteRegion = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, { message: "must be a region id such as DE-BY (country code, dash, 1-3 letters or digits)" })
    .describe("region id (DE-BY)"),
  name: localizedText,
});

/** A campaign's own words on the design landers; what is left out keeps the translated default. */
const landerCopy = z.strictObject({
  headline: localizedText.optional(),
  subline: localizedText.optional(),
  /** The sign-up box's title, the call to action. */
  cta: localizedText.optional(),
});

const featureOverrides = z
  .strictObject({
    navigation: z.strictObject({ mobileTabBar: z.boolean(), showCredits: z.boolean() }).partial(),
    ui: z.strictObject({ roundAvatars: z.boolean(), motion: z.boolean() }).partial(),
    signup: z.strictObject({ fullscreen: z.boolean() }).partial(),
    profileSearch: z.strictObject({ searchAllCountries: z.boolean() }).partial(),
    profileSearchProfile: z.strictObject({ showCity: z.boolean(), chatShortcut: z.boolean() }).partial(),
    memberDetails: z.strictObject({ showCity: z.boolean(), startConversationButton: z.boolean() }).partial(),
    chat: z.strictObject({ sidebar: z.boolean(), emojiButton: z.boolean() }).partial(),
    likes: z.strictObject({ overview: z.boolean() }).partial(),
    myProfile: z.strictObject({ completenessMeter: z.boolean() }).partial(),
    notifications: z.strictObject({ header: z.boolean() }).partial(),
    footer: z.strictObject({ copyright: z.boolean() }).partial(),
    premiumMembershipAdvantages: z.strictObject({ comparisonTable: z.boolean() }).partial(),
  })
  .partial();

/**
 * Every setting of docs/product/sites-and-themes.md#settings-by-area "Settings", plus hosts, redirects and brand.
 * Unknown keys are errors, so a typo in a site file stops the start instead of
 * being silently ignored.
 */
export const SiteSchema = z
  .strictObject({
    name: z.string().trim().min(1),
    /**
     * The name under the app's icon once installed (web manifest `short_name`). At most 12 characters, so launchers
     * do not cut it; absent, the name when it fits, else its first word (`app/.server/branding/manifest.server.ts`).
     */
    short_name: z.string().trim().min(1).max(12).optional(),
    domain: hostName,
    /** Aliases served by this site besides `domain` (local names, old domains). */
    hosts: z.array(hostName).default([]),
    domain_language: z.enum(Object.values(LOCALE_TAGS) as [string, ...string[]]).optional(),
    niche: z
      .number()
      .int()
      .refine((n): n is Niche => (NICHES as readonly number[]).includes(n), { message: "must be a whole number from 1 to 7" })
      .transform((n) => n as Niche)
      .default(1),
    template: z.enum(THEME_NAMES).default("classic"),
    brand_color: hexColor.optional(),
    /**
     * Origins (https://partner.example) allowed to show this site's pages in a frame, for embedded sign-ups; the
     * site itself always may. Sent as the Content-Security-Policy `frame-ancestors` (decision 021).
     */
    frame_ancestors: z
      .array(z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/, { message: "must be an https origin such as https://partner.example" }))
      .default([]),
    signups: z.enum(["all", "with_trafficsource", "none"]).default("all"),
    logged_out_search: z.enum(SEARCH_VISIBILITY).default("none"),
    logged_out_search_trafficsource: z.enum(SEARCH_VISIBILITY).default("none"),
    countries: z.array(countryCode).min(1),
    /**
     * Where region lists come from: ISO 3166-2 subdivisions, named in each language the data set translates; or
     * those with the site's own regions per country (added, or renamed by id; `only`: the country has just these).
     */
    region_data: z
      .union([
        z.literal("iso3166-2"),
        z.strictObject({
          source: z.literal("iso3166-2").default("iso3166-2"),
          countries: z.record(countryCode, z.strictObject({ regions: z.array(siteRegion).min(1), only: z.boolean().default(false) })),
        }),
      ])
      .default("iso3166-2"),
    minimum_message_costs: z
      .record(countryCode, z.strictObject({ costs: z.number().int().nonnegative(), currency: currencyCode }))
      .default({}),
    message_credits: z.number().int().positive().default(1),
    /** Currency of countries that `minimum_message_costs` does not name. */
    currency: currencyCode.default("EUR"),
    credit_packages: z.array(creditPackage).default([]),
    premium_plans: z.array(premiumPlan).default([]),
    discount_codes: z.array(discountCode).default([]),
    /** VAT in percent by buyer country, where the built-in standard rates (app/billing/vat.ts) do not apply. */
    vat_rates: z.record(countryCode, z.number().min(0).max(50)).default({}),
    /** `test`: the built-in test provider (demo sites in demo mode, or TEST_PAYMENTS=1; decision 063); `mollie`: MOLLIE_API_KEY_<SITE ID>. */
    payment_provider: z.enum(["test", "mollie"]).default("test"),
    /** Payment methods by country (`*`: any other), replacing the defaults of app/billing/payment-methods.ts. */
    payment_methods: z.record(z.union([countryCode, z.literal("*")]), z.array(z.enum(PAYMENT_METHODS)).min(1)).default({}),
    /**
     * When members' new photos and profile texts are checked (decision 071): `pre` shows a new upload only to its
     * owner until a moderator approves it; `post` shows it to logged-in members at once. Either way, landers and
     * logged-out pages show only approved photos.
     */
    moderation: z.enum(["pre", "post"]).default("post"),
    fictional_icon: z.string().min(1).default("✦"),
    /** One term in the site's language (the old form), or one per language: `{ de: "Unterhaltungsprofile", en: "…" }`. */
    fictional_plural: z
      .union([
        z.string().min(1),
        z.partialRecord(z.enum(LANGUAGES), z.string().min(1)).refine((map) => Object.keys(map).length > 0, "needs a language"),
      ])
      .default("entertainment profiles"),
    push_pub: z.string().min(1).optional(),
    support_email: z.email(),
    email: z.email(),
    cdn_prefix: z.string().default(""),
    visible_profile_fields: z.array(z.enum(PROFILE_FIELDS)).default(["city", "age", "gender", "height", "relationship_status"]),
    visible_profile_notes: z.array(z.enum(PROFILE_NOTES)).default(["about_me", "looking_for"]),
    search_fields: z.array(z.enum(SEARCH_FIELDS)).default([...SEARCH_FIELDS]),
    member_resell: z.array(z.enum(["cams", "camads"])).default([]),
    /** Webcam partner: feed answering `?gender=&min_age=&max_age=` (absent: the built-in demo feed), */
    cams_feed_url: z.url().optional(),
    /** the page a live tile opens (`{account}` is replaced), and the resell (cam ads) partner's page. */
    cams_redirect_url: z.url().optional(),
    resell_url: z.url().optional(),
    signup: z.strictObject({ showDots: z.boolean().default(true) }).default({ showDots: true }),
    min_age: z.number().int().min(18).max(99).default(18),
    /** Search results by page (`?page=`) instead of infinite scroll. */
    paging: z.boolean().default(false),
    /** Filters a new member or visitor starts with; this is how a site carves its part of the shared pool. */
    search_defaults: z
      .strictObject({
        gender: z.enum(["male", "female"]).optional(),
        min_age: z.number().int().min(18).max(100).default(18),
        max_age: z.number().int().min(18).max(100).default(100),
      })
      .default({ min_age: 18, max_age: 100 }),
    company_name: z.string().min(1),
    company_address: z.string().min(1),
    company_kvk: z.string().default(""),
    company_city: z.string().min(1),
    company_country: z.string().min(1),
    company_tradenames: z.array(z.strictObject({ id: z.number().int(), name: z.string().min(1) })).default([]),
    company_vat_numbers: z.array(z.string().min(1)).default([]),
    support_phone: z.string().optional(),
    /** Percentage offered to a member about to delete the account; absent means no offer. */
    delete_discount: z.number().int().min(1).max(100).optional(),
    /**
     * The payment provider brand whose rules require the DMCA, 2257 and counter-notice
     * sections in the terms; they show only when a company tradename matches it.
     */
    payment_brand: z.string().trim().min(1).optional(),
    /**
     * Affiliate postbacks per network (the tracking record's `network` value; `*` for any other network): URL templates
     * fired server-side, once each, when a tracked member activates the account and when they first pay (decision 035).
     */
    postbacks: z
      .record(
        z.string().trim().min(1).max(200),
        z.strictObject({ activation: postbackTemplate.optional(), first_payment: postbackTemplate.optional() }),
      )
      .default({}),
    redirects: z
      .array(
        z.strictObject({
          from: sitePath,
          to: z.union([sitePath, z.url()]),
          status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(302),
        }),
      )
      .default([]),
    /** Lander copy by slug (`milf-berlin`), or `*` for every slug of the site's niche; an exact slug wins. */
    lander_copy: z
      .record(
        z.string().regex(/^(?:\*|[a-z0-9]+(?:[-/][a-z0-9]+)*)$/, { message: "must be a lander slug such as milf-berlin, or *" }),
        landerCopy,
      )
      .default({}),
    features: featureOverrides.default({}),
  })
  .superRefine((site, ctx) => {
    checkCatalogue(site, ctx);
    if (site.search_defaults.min_age > site.search_defaults.max_age) {
      ctx.addIssue({ code: "custom", path: ["search_defaults", "min_age"], message: "must not be above max_age" });
    }
    for (const slug of Object.keys(site.lander_copy)) {
      if (slug !== "*" && !slugMatchesNiche(slug, site.niche)) {
        const prefix = landerSlugPrefix(site.niche);
        ctx.addIssue({
          code: "custom",
          path: ["lander_copy", slug],
          message: `no lander of this site has this slug: its slugs start with ${prefix}-`,
        });
      }
    }
    if (site.region_data !== "iso3166-2") {
      for (const [country, own] of Object.entries(site.region_data.countries)) {
        if (!site.countries.includes(country)) {
          ctx.addIssue({ code: "custom", path: ["region_data", "countries", country], message: "is not one of the site's countries" });
        }
        const seen = new Set<string>();
        own.regions.forEach((region, index) => {
          const path = ["region_data", "countries", country, "regions", index, "id"];
          if (!region.id.startsWith(`${country}-`)) ctx.addIssue({ code: "custom", path, message: `must start with ${country}-` });
          if (seen.has(region.id)) ctx.addIssue({ code: "custom", path, message: `repeats ${region.id}` });
          seen.add(region.id);
        });
      }
    }
    if (site.domain_language && !LANGUAGES.includes(site.domain_language.slice(0, 2) as never)) {
      ctx.addIssue({ code: "custom", path: ["domain_language"], message: "is not a supported language" });
    }
  });

type CatalogueFields = {
  countries: string[];
  currency: string;
  minimum_message_costs: Record<string, { currency: string }>;
  credit_packages: { id: number; prices: Record<string, number> }[];
  premium_plans: { id: number; prices: Record<string, number> }[];
  discount_codes: { code: string; welcome: boolean }[];
};

/** Every country the site serves can buy every package and plan: a price in its currency (or its own). */
function checkCatalogue(site: CatalogueFields, ctx: z.core.$RefinementCtx) {
  for (const [field, items] of [
    ["credit_packages", site.credit_packages],
    ["premium_plans", site.premium_plans],
  ] as const) {
    const ids = new Set<number>();
    items.forEach((item, index) => {
      if (ids.has(item.id)) ctx.addIssue({ code: "custom", path: [field, index, "id"], message: `repeats id ${item.id}` });
      ids.add(item.id);
      for (const country of site.countries) {
        const currency = site.minimum_message_costs[country]?.currency ?? site.currency;
        if (item.prices[country] === undefined && item.prices[currency] === undefined) {
          ctx.addIssue({ code: "custom", path: [field, index, "prices"], message: `has no price in ${currency} for ${country}` });
        }
      }
    });
  }
  const codes = new Set<string>();
  site.discount_codes.forEach((code, index) => {
    if (codes.has(code.code)) ctx.addIssue({ code: "custom", path: ["discount_codes", index, "code"], message: `repeats ${code.code}` });
    codes.add(code.code);
  });
}

export type SiteInput = z.input<typeof SiteSchema>;
export type SiteConfig = z.output<typeof SiteSchema>;

/** What a site file exports. Validation happens in the registry, which knows the file name. */
export function defineSite(input: SiteInput): SiteInput {
  return input;
}
