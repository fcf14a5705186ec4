import { data, redirect } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { deleteMemberByStaff, memberDetail, memberSite } from "#app/.server/admin/members.server.ts";
import { BanError, banMember, unbanMember } from "#app/.server/moderation/bans.server.ts";
import { ActionButton, ActionResult, AdminPage, Panel, ScrollTable, StatusBadge } from "#app/components/admin/admin-ui.tsx";
import { done, failed, parseAdminForm, readAdminForm, reasonField } from "#app/routing/admin-form.server.ts";
import { positiveIntParams } from "#app/routing/guard.server.ts";
import { MODERATION_STAFF, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
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
  const { member, moneyDesk } = loaderData;
  return (
    <AdminPage title={`${member.profile.name || "(no name)"} · member ${member.id}`}>
      <ActionResult result={actionData} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Account">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt>Status</dt>
            <dd data-member-status={member.status}>
              <StatusBadge status={member.status} />
            </dd>
            <dt>E-mail</dt>
            <dd className="break-all">{member.email}</dd>
            <dt>Site</dt>
            <dd>{member.siteId}</dd>
            <dt>Signed up</dt>
            <dd>{member.signupDate.slice(0, 10)}</dd>
            <dt>Credits</dt>
            <dd>{member.credits}</dd>
            <dt>Premium until</dt>
            <dd>{member.premiumUntil?.slice(0, 10) ?? "—"}</dd>
          </dl>
          <p className="mt-2 text-sm">
            <Link className="underline" to={`/admin/audit?member=${member.id}`}>
              Staff actions on this member
            </Link>
            {moneyDesk ? (
              <>
                {" · "}
                <Link className="underline" to={`/admin/members/${member.id}/money`}>
                  Money desk: orders, credit transactions, refunds
                </Link>
              </>
            ) : null}
          </p>
        </Panel>
        <Panel title="Profile">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt>Profile</dt>
            <dd>
              {member.profile.id}
              {member.profile.fictional ? " (fictional)" : ""}
            </dd>
            <dt>Gender, born</dt>
            <dd>
              {member.profile.gender ?? "—"}, {member.profile.dateOfBirth ?? "—"}
            </dd>
            <dt>Place</dt>
            <dd>
              {member.profile.city ?? "—"}, {member.profile.country ?? "—"}
            </dd>
            <dt>Texts</dt>
            <dd>
              <StatusBadge status={member.profile.textsModeration} />
            </dd>
          </dl>
          {member.profile.texts.about_me ? (
            <p className="mt-2 text-sm whitespace-pre-wrap break-words">{member.profile.texts.about_me}</p>
          ) : null}
        </Panel>
      </div>
      <Panel title="Photos">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {member.photos.map((photo) => (
            <li key={photo.id} className="flex flex-col gap-1 text-xs">
              {photo.thumbUrl ? (
                <img src={photo.thumbUrl} alt={`#${photo.id}`} className="aspect-[4/5] w-full rounded object-cover" />
              ) : null}
              <span>
                <StatusBadge status={photo.moderation} /> {photo.main ? "main" : ""}
              </span>
              {photo.rejectReason ? <span className="break-words">{photo.rejectReason}</span> : null}
            </li>
          ))}
        </ul>
        {member.photos.length === 0 ? <p className="text-sm text-neutral-600">No photos.</p> : null}
      </Panel>
      <Panel title="Purchases">
        <ScrollTable>
          <thead>
            <tr>
              <th>Order</th>
              <th>Date</th>
              <th>Kind</th>
              <th>Status</th>
              <th>Amount</th>
              <th>Credits</th>
              <th>Refunded / charged back</th>
            </tr>
          </thead>
          <tbody>
            {member.purchases.map((order) => (
              <tr key={order.id}>
                <td>{order.id}</td>
                <td>{order.createdAt.slice(0, 10)}</td>
                <td>{order.kind}</td>
                <td>{order.status}</td>
                <td>
                  {(order.amount / 100).toFixed(2)} {order.currency}
                </td>
                <td>{order.credits}</td>
                <td>
                  {(order.refundedAmount / 100).toFixed(2)} / {(order.chargedBackAmount / 100).toFixed(2)}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {member.purchases.length === 0 ? <p className="text-sm text-neutral-600">No purchases.</p> : null}
      </Panel>
      <Panel title="Ban">
        {member.bans.length ? (
          <ul className="mb-3 flex flex-col gap-1 text-sm">
            {member.bans.map((ban) => (
              <li key={ban.id} className="break-words">
                {ban.createdAt.slice(0, 16).replace("T", " ")}: {ban.reason}
                {ban.liftedAt ? ` (lifted ${ban.liftedAt.slice(0, 10)})` : ""}
              </li>
            ))}
          </ul>
        ) : null}
        {member.status === "banned" ? (
          <ActionButton intent="unban" label="Lift the ban" />
        ) : member.status !== "deleted" ? (
          <ActionButton intent="ban" label="Ban" variant="danger" reason="Reason for the ban" />
        ) : (
          <p className="text-sm">The account is deleted.</p>
        )}
      </Panel>
      {member.status !== "deleted" ? (
        <Panel title="Delete the account">
          <p className="mb-2 text-sm">
            Anonymises the account as the member&apos;s own deletion does: photos, texts and personal data go; purchases stay for the books.
          </p>
          <ActionButton
            intent="delete"
            fields={{ confirm: "DELETE" }}
            label="Delete account"
            variant="danger"
            confirm="Delete this account for good?"
          />
        </Panel>
      ) : null}
    </AdminPage>
  );
}
