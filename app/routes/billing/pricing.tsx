import { memberCountry, pricingScreen } from "#app/.server/credits/screens.server.ts";
import { buyerCountry } from "#app/billing/catalogue.ts";
import { guard } from "#app/routing/guard.server.ts";
import { PricingPage } from "#app/components/billing/pricing-page.tsx";
import type { Route } from "./+types/pricing";

/**
 * /pricing (public): credit packages and premium plans at list price, VAT included, for one of the site's countries
 * (`?country=`, else the member's, else the site's first: never the visitor's IP, so the page stays cacheable), and the
 * price per message in every country (`minimum_message_costs`).
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "public" });
  const asked = new URL(args.request.url).searchParams.get("country")?.toUpperCase();
  const country =
    asked && site.countries.includes(asked) ? asked : user ? await memberCountry(site, user, args.request) : buyerCountry(site, null);
  return pricingScreen(site, country);
}

export default function PricingScreen({ loaderData }: Route.ComponentProps) {
  return <PricingPage {...loaderData} />;
}
