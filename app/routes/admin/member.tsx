import { data, redirect } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { deleteMemberByStaff, memberDetail, memberSite } from "#app/.server/admin/members.server.ts";
import { BanError, banMember, unbanMember } from "#app/.server/moderation/bans.server.ts";
import { done, failed, parseAdminForm, readAdminForm, reasonField } from "#app/routing/admin-form.server.ts";
import { positiveIntParams } from "#app/routing/guard.server.ts";
import { MODERATION_STAFF, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
import { MemberPage } from "#app/components/admin/member-pages.tsx";
import type { Route } from "./+types/member";

function notFound() {
  return data({ message: "No such member." }, { status: 404 });
}

/** The member's site, checked against the staff member's sites (403), or a 404. */
async function subject(args: Route.LoaderArgs | Route.ActionArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  if (!positiveIntParams("userId")(args.params)) throw notFound();
  const userId = Number(args.params.userId);
  const db = await getDb();
  const site = await memberSite(db, userId);
  if (!site) throw notFound();
  requireSiteAccess(staff, site.siteId);
  return { staff, db, userId, siteId: site.siteId };
}

export async function loader(args: Route.LoaderArgs) {
  const { staff, db, userId } = await subject(args);
  // Refunds move money: only admins see the way to the money desk.
  return { member: (await memberDetail(db, userId))!, moneyDesk: staff.role === "admin" };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("ban"), reason: reasonField }),
  z.object({ intent: z.literal("unban") }),
  z.object({ intent: z.literal("delete"), confirm: z.literal("DELETE") }),
]);

export async function action(args: Route.ActionArgs) {
  const { staff, db, userId, siteId } = await subject(args);
  const input = parseAdminForm(await readAdminForm(args.request), ActionSchema);
  try {
    if (input.intent === "ban") {
      await banMember(db, staff, userId, input.reason);
      return done("Member banned: their sessions and pushes have ended.");
    }
    if (input.intent === "unban") {
      await unbanMember(db, staff, userId);
      return done("Ban lifted.");
    }
  } catch (error) {
    if (error instanceof BanError) return failed(error.message, 409);
    throw error;
  }
  if (!(await deleteMemberByStaff(db, staff, userId, siteId))) return failed("The account is deleted already.", 409);
  return redirect(`/admin/members?q=${userId}`);
}

export default function AdminMember({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberPage {...loaderData} result={actionData} />;
}
