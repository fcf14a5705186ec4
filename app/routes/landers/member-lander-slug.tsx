import { loadMemberLander } from "#app/.server/landers/lander-page.server.ts";
import { MemberLanderFull, MemberLanderMessage } from "#app/components/landers/designs/member-landers.tsx";
import { landerMeta } from "#app/landers/meta.ts";
import type { Route } from "./+types/member-lander-slug";

/**
 * /members/{id}/landing2/{slug…} and /members/{id}/landing3/{slug…} (empty layout): the slug is a catch-all that may
 * span several segments and carries the site's niche prefix; the member must be one the site shows.
 */
export const loader = (args: Route.LoaderArgs) => loadMemberLander(args, { slug: true });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => landerMeta(loaderData, matches);

export default function MemberLanderSlugScreen({ loaderData, matches }: Route.ComponentProps) {
  return matches.at(-1)?.id === "members-memberId-landing3" ? (
    <MemberLanderMessage {...loaderData} />
  ) : (
    <MemberLanderFull {...loaderData} />
  );
}
