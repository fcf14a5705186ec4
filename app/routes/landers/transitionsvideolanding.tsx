import { loadLander } from "#app/.server/landers/lander-page.server.ts";
import { TransitionsLander } from "#app/components/landers/designs/transitions-lander.tsx";
import { landerMeta } from "#app/landers/meta.ts";
import type { Route } from "./+types/transitionsvideolanding";

/** /landers/transitionsvideolanding/{slug} (docs/product/landers-and-tracking.md#lander-designs): the slug carries the site's niche prefix. */
export const loader = (args: Route.LoaderArgs) => loadLander(args, "transitionsvideolanding");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => landerMeta(loaderData, matches);

export default function Lander({ loaderData }: Route.ComponentProps) {
  return <TransitionsLander profiles={loaderData.profiles} activeToday={loaderData.activeToday} copy={loaderData.copy} />;
}
