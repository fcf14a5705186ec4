import { loadLander } from "#app/.server/landers/lander-page.server.ts";
import { MapLander } from "#app/components/landers/designs/map-lander.tsx";
import { landerMeta } from "#app/landers/meta.ts";
import type { Route } from "./+types/maplanding";

/** /landers/maplanding/{slug} (docs/product/landers-and-tracking.md#lander-designs): the slug carries the site's niche prefix. */
export const loader = (args: Route.LoaderArgs) => loadLander(args, "maplanding");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => landerMeta(loaderData, matches);

export default function Lander({ loaderData }: Route.ComponentProps) {
  return <MapLander profiles={loaderData.profiles} activeToday={loaderData.activeToday} map={loaderData.map} copy={loaderData.copy} />;
}
