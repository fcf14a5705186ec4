import { loadLander } from "#app/.server/landers/lander-page.server.ts";
import { IconsLander } from "#app/components/landers/designs/icons-lander.tsx";
import { landerMeta } from "#app/landers/meta.ts";
import type { Route } from "./+types/iconslanding";

/** /landers/iconslanding/{slug} (docs/product/landers-and-tracking.md#lander-designs): the slug carries the site's niche prefix. */
export const loader = (args: Route.LoaderArgs) => loadLander(args, "iconslanding");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => landerMeta(loaderData, matches);

export default function Lander({ loaderData }: Route.ComponentProps) {
  return <IconsLander profiles={loaderData.profiles} activeToday={loaderData.activeToday} copy={loaderData.copy} />;
}
