import { data } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { memberSite } from "#app/.server/admin/members.server.ts";
import { memberMoney } from "#app/.server/admin/money.server.ts";
import { refundOrder } from "#app/.server/credits/refunds.server.ts";
import { done, failed, idField, parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { positiveIntParams } from "#app/routing/guard.server.ts";
import { ADMINS, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
import { MemberMoneyPage, moneyText } from "#app/components/admin/member-pages.tsx";
import type { Route } from "./+types/member-money";

/** The money desk of one member (decision 091): admins of the member's site only, as refunds move money. */
async function subject(args: Route.LoaderArgs | Route.ActionArgs) {
  const staff = requireStaff(args, ADMINS);
  if (!positiveIntParams("userId")(args.params)) throw data({ message: "No such member." }, { status: 404 });
  const userId = Number(args.params.userId);
  const db = await getDb();
  const site = await memberSite(db, userId);
  if (!site) throw data({ message: "No such member." }, { status: 404 });
  requireSiteAccess(staff, site.siteId);
  return { staff, db, userId, siteId: site.siteId };
}

export async function loader(args: Route.LoaderArgs) {
  const { db, userId, siteId } = await subject(args);
  return { userId, siteId, ...(await memberMoney(db, userId)) };
}

const ActionSchema = z.object({ intent: z.literal("refund"), orderId: idField });

export async function action(args: Route.ActionArgs) {
  const { staff, db, userId } = await subject(args);
  const input = parseAdminForm(await readAdminForm(args.request), ActionSchema);
  const money = await memberMoney(db, userId);
  // Only this member's orders: the path names the member whose site was checked.
  if (!money.orders.some((order) => order.id === input.orderId)) return failed(`Order ${input.orderId} is not this member's.`, 404);
  const result = await refundOrder(db, staff, input.orderId);
  if (!result.ok) return failed(result.message, result.status);
  const shortfall = result.shortfall ? ` (${result.shortfall} were spent already and could not be taken back)` : "";
  return done(
    `Order ${result.orderId} refunded: ${moneyText(result.amount, result.currency)}; ${result.creditsReversed} credits taken back${shortfall}.`,
  );
}

export default function MemberMoney({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberMoneyPage {...loaderData} result={actionData} />;
}
