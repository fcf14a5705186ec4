import { env } from "#app/.server/env.server.ts";
import { defineSite } from "#app/site/site-schema.ts";

/** Nothing listens here unless a test started its receiver. */
const receiver = env.TEST_POSTBACK_ORIGIN ?? "http://127.0.0.1:9";

/**
 * A test fixture, not a brand: served only when `TEST_SITES=1`. A site with affiliate postbacks for network `n1`
 * (decision 035) and a small catalogue, sent to the tests' local receiver (`TEST_POSTBACK_ORIGIN`).
 */
export default defineSite({
  name: "TrackedDate",
  domain: "tracked.localhost",
  domain_language: "en-US",
  template: "classic",
  countries: ["US", "CA"],
  logged_out_search: "all",
  fictional_icon: "✦",
  fictional_plural: "entertainment profiles",
  support_email: "support@tracked.localhost",
  email: "hello@tracked.localhost",
  company_name: "Demo Dating Media B.V.",
  company_address: "Keizersgracht 100",
  company_city: "1015 AA Amsterdam",
  company_country: "The Netherlands",
  // Something to buy, so a first payment can fire its postback (paid with the built-in test provider).
  credit_packages: [{ id: 1, credits: 50, prices: { EUR: 999 } }],
  premium_plans: [{ id: 1, days: 30, prices: { EUR: 1499 } }],
  // A campaign's own lander words: one slug in two languages, and site-wide ones for every other slug.
  lander_copy: {
    "spring-sale": { headline: { en: "Spring is for flirting", de: "Der Frühling ist zum Flirten da" }, cta: "Start free today" },
    "*": { subline: "Your campaign's sub-line" },
  },
  postbacks: {
    n1: {
      activation: `${receiver}/postback/n1?event={event}&click={sub1}&cpc={cpc}&member={user_id}`,
      first_payment: `${receiver}/postback/n1?event={event}&click={sub1}&member={user_id}`,
    },
  },
});
