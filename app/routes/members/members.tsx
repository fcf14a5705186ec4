import { useTranslation } from "react-i18next";
import { getDb } from "#app/.server/db/client.server.ts";
import { listRecentMembers } from "#app/.server/profiles/pool.server.ts";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { MemberGrid } from "#app/components/members/member-grid.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/members";

export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  const members = await listRecentMembers(await getDb(), site, { limit: 24, excludeProfileId: user.profileId });
  return { members, fictionalIcon: site.fictional_icon };
}

export default function MembersScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("screens.members")} />
      <MemberGrid members={loaderData.members} fictionalIcon={loaderData.fictionalIcon} />
    </>
  );
}
