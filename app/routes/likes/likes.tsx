import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/likes";

const LIKE_TYPES = ["liked", "liked-by", "mutual"] as const;
type LikeType = (typeof LIKE_TYPES)[number];
const TITLES = { liked: "screens.likes_liked", "liked-by": "screens.likes_liked_by", mutual: "screens.likes_mutual" } as const;

export async function loader(args: Route.LoaderArgs) {
  guard(args, {
    access: "required",
    isValid: ({ type }) => type === undefined || (LIKE_TYPES as readonly string[]).includes(type),
  });
  return { type: (args.params.type ?? null) as LikeType | null };
}

export default function LikesScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <PageHeading title={t(loaderData.type ? TITLES[loaderData.type] : "screens.likes")} />;
}
