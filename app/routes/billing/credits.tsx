import { data } from "react-router";
import { typedCode } from "#app/.server/credits/discounts.server.ts";
import { creditsScreen } from "#app/.server/credits/screens.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { CreditsPage } from "#app/components/billing/credits-page.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/credits";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** /credits: the balance, the packages priced for the member (with their discount), recent orders. */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  const code = typedCode(new URL(args.request.url).searchParams.get("code"));
  const screen = await creditsScreen(await getDb(), site, user, { code, request: args.request });
  return data(screen, { headers: { "Cache-Control": "private, no-store" } });
}

export default function CreditsScreen({ loaderData }: Route.ComponentProps) {
  return <CreditsPage {...loaderData} />;
}
