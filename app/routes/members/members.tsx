import { useTranslation } from "#app/i18n/translation.tsx";
import { getDb } from "#app/.server/db/client.server.ts";
import { getRegionNames } from "#app/middleware/i18n.server.ts";
import { searchScreenData } from "#app/.server/search/screen.server.ts";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { MemberSearch } from "#app/components/members/member-search.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/members";

/** /members and /search: the member search, first page rendered on the server. */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  const source = new URL(args.request.url).pathname.startsWith("/search") ? "search" : "members";
  return {
    ...(await searchScreenData(await getDb(), site, user, args.request, source, getRegionNames(args.context))),
    source: source as "search" | "members",
  };
}

export default function MembersScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t(loaderData.source === "search" ? "search.title" : "screens.members")} />
      <MemberSearch
        initial={loaderData.search}
        camTiles={loaderData.camTiles}
        source={loaderData.source}
        trafficsource={loaderData.trafficsource}
      />
    </>
  );
}
