import { data } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { memberSite } from "#app/.server/admin/members.server.ts";
import { memberMoney } from "#app/.server/admin/money.server.ts";
import { refundOrder } from "#app/.server/credits/refunds.server.ts";
import { Link } from "#app/framework/link.tsx";
import { ActionButton, ActionResult, AdminPage, Panel, ScrollTable, StatusBadge } from "#app/components/admin/admin-ui.tsx";
import { done, failed, idField, parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { positiveIntParams } from "#app/routing/guard.server.ts";
import { ADMINS, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
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
    `Order ${result.orderId} refunded: ${formatMoney(result.amount, result.currency)}; ${result.creditsReversed} credits taken back${shortfall}.`,
  );
}

function formatMoney(minor: number, currency: string) {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

export default function MemberMoney({ loaderData, actionData }: Route.ComponentProps) {
  const { userId, siteId, balance, orders, entries } = loaderData;
  return (
    <AdminPage
      title={`Money · member ${userId}`}
      actions={
        <Link className="text-sm underline" to={`/admin/members/${userId}`}>
          Back to the member
        </Link>
      }
    >
      <ActionResult result={actionData} />
      <p className="text-sm">
        Site {siteId} · balance <strong data-balance={balance}>{balance}</strong> credits
      </p>
      <Panel title="Orders">
        <ScrollTable>
          <thead>
            <tr>
              <th>Order</th>
              <th>Created</th>
              <th>Kind</th>
              <th>Status</th>
              <th>Provider</th>
              <th>Amount</th>
              <th>Gives</th>
              <th>Refunded / charged back</th>
              <th>Refund</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} data-order={order.id}>
                <td>{order.id}</td>
                <td>{order.createdAt.slice(0, 16).replace("T", " ")}</td>
                <td>{order.kind}</td>
                <td>
                  <StatusBadge status={order.status} />
                </td>
                <td className="break-all">
                  {order.provider} {order.providerPaymentId ?? ""}
                </td>
                <td>{formatMoney(order.amount, order.currency)}</td>
                <td>{order.kind === "premium" ? `${order.premiumDays} days` : `${order.credits} credits`}</td>
                <td>
                  {formatMoney(order.refundedAmount, order.currency)} / {formatMoney(order.chargedBackAmount, order.currency)}
                </td>
                <td>
                  {order.refundable ? (
                    <ActionButton
                      intent="refund"
                      fields={{ orderId: order.id }}
                      label="Refund"
                      variant="danger"
                      confirm={`Refund order ${order.id} in full through ${order.provider}? Its credits or premium time are taken back.`}
                    />
                  ) : order.staffRefund ? (
                    `refunded by staff ${order.staffRefund.at.slice(0, 10)}${order.staffRefund.status === "requested" ? " (under way)" : ""}`
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {orders.length === 0 ? <p className="text-sm text-neutral-600">No orders.</p> : null}
      </Panel>
      <Panel title="Credit transactions">
        <ScrollTable>
          <thead>
            <tr>
              <th>#</th>
              <th>Date</th>
              <th>Kind</th>
              <th>Credits</th>
              <th>Not taken back (spent)</th>
              <th>For</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-entry-kind={entry.kind}>
                <td>{entry.id}</td>
                <td>{entry.createdAt.slice(0, 16).replace("T", " ")}</td>
                <td>{entry.kind}</td>
                <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                <td>{entry.shortfall || ""}</td>
                <td className="break-all">{entry.reference}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {entries.length === 0 ? <p className="text-sm text-neutral-600">No credit transactions.</p> : null}
      </Panel>
    </AdminPage>
  );
}
