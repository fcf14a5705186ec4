import { loadMemberLander } from "#app/.server/landers/lander-page.server.ts";
import { MemberLander } from "#app/components/landers/designs/member-landers.tsx";
import { landerMeta } from "#app/landers/meta.ts";
import type { Route } from "./+types/member-lander";

/** /members/{id}/signup and /members/{id}/landing (lander layout): a member's lander; 404 outside the site's scope. */
export const loader = (args: Route.LoaderArgs) => loadMemberLander(args, { slug: false });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => landerMeta(loaderData, matches);

export default function MemberLanderScreen({ loaderData, matches }: Route.ComponentProps) {
  const variant = matches.at(-1)?.id === "members-memberId-landing" ? "landing" : "signup";
  return <MemberLander {...loaderData} variant={variant} />;
}
