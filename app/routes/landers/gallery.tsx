import { loadLander } from "#app/.server/landers/lander-page.server.ts";
import { GalleryLander } from "#app/components/landers/designs/gallery-lander.tsx";
import { landerMeta } from "#app/landers/meta.ts";
import type { Route } from "./+types/gallery";

/** /landers/gallery/{slug} (docs/product/landers-and-tracking.md#lander-designs): the slug carries the site's niche prefix. */
export const loader = (args: Route.LoaderArgs) => loadLander(args, "gallery");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => landerMeta(loaderData, matches);

export default function Lander({ loaderData }: Route.ComponentProps) {
  return <GalleryLander profiles={loaderData.profiles} activeToday={loaderData.activeToday} copy={loaderData.copy} />;
}
