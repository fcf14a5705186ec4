import { redirect } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { listLikes } from "#app/.server/likes/likes.server.ts";
import { LIKE_TYPES, LikesPage, type LikeType } from "#app/components/members/likes-page.tsx";
import { guard } from "#app/routing/guard.server.ts";
import { hasFeature } from "#themes/features.ts";
import type { Route } from "./+types/likes";

export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, {
    access: "required",
    isValid: ({ type }) => type === undefined || (LIKE_TYPES as readonly string[]).includes(type),
  });
  const type = (args.params.type ?? null) as LikeType | null;
  // Without the overview (theme switch), /likes opens the list of who likes the member.
  if (!type && !hasFeature(site.features, "likes.overview")) throw redirect("/likes/liked-by");
  return { type, likes: await listLikes(await getDb(), user, site) };
}

export default function LikesScreen({ loaderData }: Route.ComponentProps) {
  return <LikesPage type={loaderData.type} likes={loaderData.likes} />;
}
