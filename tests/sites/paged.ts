import { defineSite } from "#app/site/site-schema.ts";

/**
 * A test fixture, not a brand: served only when `TEST_SITES=1` (the e2e server). A site that pages its search
 * results (`paging: true`), which no demo site does.
 */
export default defineSite({
  name: "PagedDate",
  domain: "paged.localhost",
  domain_language: "en-US",
  template: "classic",
  countries: ["US", "CA"],
  logged_out_search: "all",
  paging: true,
  fictional_icon: "✦",
  fictional_plural: "entertainment profiles",
  support_email: "support@paged.localhost",
  email: "hello@paged.localhost",
  company_name: "Demo Dating Media B.V.",
  company_address: "Keizersgracht 100",
  company_city: "1015 AA Amsterdam",
  company_country: "The Netherlands",
});
