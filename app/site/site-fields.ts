import type { SiteInput } from "./site-schema.ts";

/**
 * What each setting of a site file does: the one source of the effects column of `docs/sites.md` (types and defaults
 * come from the Zod schema itself, `npm run docs:sites`). A new field without a line here is a type error.
 */
export const SITE_FIELD_DOCS = {
  name: "The brand's name: page titles, header, mails, the installed app and the icons' monogram.",
  short_name:
    "The name under the installed app's icon (web manifest `short_name`); absent, the name when it fits in 12 characters, else its first word.",
  domain:
    "The host the site answers on and builds its absolute links (mails, canonical links) with. A `.localhost` domain makes it a demo site.",
  hosts: "Further hosts served by this site (aliases, old domains, local names). No host may belong to two sites.",
  domain_language:
    "The site's own language (and locale tag): first choice for visitors without a language cookie; absent, the browser decides.",
  niche:
    "The audience (1 general, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay): every lander slug must start with the niche's prefix (`milf-…`); niche 1 takes any slug.",
  template: "The theme (look, fonts, default feature switches) from `themes/`.",
  brand_color:
    "The one brand colour: buttons and links (text on it is white or near-black, whichever reads better), the icons' background. Absent, the theme's own.",
  frame_ancestors:
    "Origins allowed to show the site's pages in a frame (embedded sign-ups), sent as CSP `frame-ancestors`; the site itself always may.",
  signups: "Who may sign up: everyone, only visitors who came with a traffic source (tracking keys), or nobody.",
  logged_out_search: "Whether visitors who are not logged in can search profiles (`all`) or are sent to sign up (`none`).",
  logged_out_search_trafficsource: "The same for logged-out visitors who came with a traffic source.",
  countries:
    "Countries the site serves, first one the default: sign-up and search offer these; every package and plan needs a price for each.",
  region_data:
    'Where a country\'s regions (sign-up, search, map lander) come from: ISO 3166-2 subdivisions, named in each language the data set translates; or those plus the site\'s own per country (`{ countries: { US: { regions: [{ id: "US-XA", name: "…" or { en, de, … } }], only? } } }`: same id renames, a new id adds, `only` keeps just these).',
  minimum_message_costs:
    "Per country: what one message costs at least, in minor units, and that country's currency (which then also prices its packages).",
  message_credits: "Credits one sent message costs.",
  currency: "Currency of the countries that `minimum_message_costs` does not name.",
  credit_packages:
    "Credit packages for sale (id, credits, bonus, popular, tax-inclusive prices in minor units by currency or country). Any package makes the site a paid brand.",
  premium_plans: "Premium memberships for sale (id, days, bonus credits, popular, prices). Any plan makes the site a paid brand.",
  discount_codes:
    "Discount codes (percent off credits, premium or both; validity window; `welcome` for the code offered to members who never bought).",
  vat_rates: "VAT in percent by buyer country where the built-in standard rates do not apply.",
  payment_provider:
    "`test`: the built-in test provider (demo sites or TEST_PAYMENTS=1 only); `mollie`: Mollie with MOLLIE_API_KEY_<SITE ID>.",
  payment_methods: "Payment methods offered by country (`*` for any other), replacing the built-in defaults.",
  fictional_icon: "The mark shown beside fictional (entertainment) profiles.",
  fictional_plural:
    "The word for fictional profiles in the terms and the marker's explanation: one text in the site's language, or one per language.",
  push_pub:
    "The production VAPID public key for web push; its private key comes from VAPID_PRIVATE_KEYS. Absent, a key pair is generated once and kept in the database.",
  support_email: "Where members write for help: contact page, mails, legal pages; also the VAPID contact.",
  email: "The sender address of the site's mails.",
  cdn_prefix: "Prefix of photo and media URLs, to serve them from a CDN; empty, from the site itself.",
  visible_profile_fields: "Profile fields shown on profiles and asked in the sign-up.",
  visible_profile_notes: "Profile texts shown on profiles and asked in the sign-up.",
  search_fields: "Filters the member search offers.",
  member_resell: "Partner tiles among the profiles: `cams` (live webcams) and/or `camads` (cam adverts).",
  cams_feed_url: "The webcam partner's feed (`?gender=&min_age=&max_age=`); absent, the built-in demo feed.",
  cams_redirect_url: "The page a live webcam tile opens (`{account}` is replaced).",
  resell_url: "The cam-ads partner's page a resell tile opens.",
  signup: "Sign-up options: `showDots` shows the step dots.",
  min_age: "The youngest age allowed to sign up.",
  paging: "Search results by page (`?page=`) instead of infinite scroll.",
  search_defaults:
    "The search filters a new member or visitor starts with (gender, age range): how a site carves its part of the shared pool.",
  company_name: "The operating company, in the imprint, terms and mails.",
  company_address: "The company's street address (imprint, terms).",
  company_kvk: "The company's registration number (Chamber of Commerce); `site:check` warns when a paid brand has none.",
  company_city: "The company's postcode and city.",
  company_country: "The company's country, as written in the imprint.",
  company_tradenames:
    "Trade names the company operates under (id, name), listed in the terms; `site:check` warns when a paid brand has none.",
  company_vat_numbers: "The company's VAT numbers, on the imprint and invoices; `site:check` warns when a paid brand has none.",
  support_phone: "A support phone number for the contact page.",
  delete_discount: "Percentage offered to a member about to delete the account; absent, no offer.",
  payment_brand:
    "The payment provider brand whose rules need the DMCA, 2257 and counter-notice sections; they show when a trade name matches it.",
  postbacks:
    "Affiliate postbacks per tracking `network` (`*` for any other): URL templates fired server-side once per member at activation and first payment.",
  redirects: "Path redirects (from, to, status) applied after the route guards.",
  lander_copy:
    "Campaign copy for the design landers by slug (`milf-berlin`) or `*` for every slug: `headline`, `subline`, `cta` (the sign-up box's title), each one text in the site's language or one per language; what is left out keeps the translated default.",
  moderation:
    "`post`: a member's new photo or text shows to logged-in members at once and to visitors once approved; `pre`: only its owner sees it until a moderator approves it (decision 071).",
  features: "Feature switches that override the theme's defaults (navigation, chat, search, footer…), each true or false.",
} satisfies Record<keyof SiteInput, string>;
