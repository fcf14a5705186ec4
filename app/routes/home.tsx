import { signupsOpen } from "#app/.server/accounts/signup.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { getRegionNames } from "#app/middleware/i18n.server.ts";
import { searchScreenData } from "#app/.server/search/screen.server.ts";
import { canSearch } from "#app/.server/search/search.server.ts";
import { trafficSourceOf } from "#app/.server/tracking/traffic-source.server.ts";
import { visitorTeaser } from "#app/.server/landers/landers.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import { HomePage } from "#app/components/home/home-page.tsx";
import type { Route } from "./+types/home";

/**
 * The home page (docs/product/search.md#who-may-search): the member search for members, and for visitors
 * where the site opens it (to everyone, or to visitors from a traffic source);
 * otherwise an invitation to sign up with a teaser of who is there.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "optional" });
  const trafficSource = trafficSourceOf(args.request);
  const showSearch = canSearch(site, user !== null, trafficSource);
  const screen = showSearch ? await searchScreenData(await getDb(), site, user, args.request, "home", getRegionNames(args.context)) : null;
  // A referred visitor came to sign up: they get the form beside the search.
  const referredSignup = user === null && trafficSource !== null && signupsOpen(site, trafficSource);
  // A visitor the site keeps out of its search sees who is there, blurred, instead of an empty page.
  const teaser = user === null && screen === null ? await visitorTeaser(await getDb(), site) : null;
  return { loggedIn: user !== null, screen, teaser, showSignup: user === null && (screen === null || referredSignup) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
