import { data } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { answersCookie, currentStep, matchesFor, placeChoices, readAnswers } from "#app/.server/landers/match-finder.server.ts";
import { MatchFinder } from "#app/components/landers/match-finder.tsx";
import { getRegionNames } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import { landerMeta } from "#app/landers/meta.ts";
import type { Route } from "./+types/match-finder";

/** /match-finder (empty layout): three questions, then the members that match and the sign-up. */
export async function loader(args: Route.LoaderArgs) {
  const { site } = guard(args, { access: "public" });
  const answers = readAnswers(new URL(args.request.url).searchParams, site);
  const step = currentStep(answers);
  const places = step === 3 ? placeChoices(site, getRegionNames(args.context)) : [];
  if (step < 4) return { title: site.name, step, answers, places, result: null };
  const result = await matchesFor(await getDb(), site, answers);
  // The answers wait in a cookie for the sign-up, which makes them the new member's search settings.
  return data(
    { title: site.name, step, answers, places, result },
    { headers: { "Set-Cookie": answersCookie(answers, isSecureRequest(args.request)) } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => landerMeta({ title: loaderData?.title }, matches);

export default function MatchFinderScreen({ loaderData }: Route.ComponentProps) {
  return <MatchFinder {...loaderData} />;
}
