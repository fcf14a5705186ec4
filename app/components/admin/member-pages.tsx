import {
  ActionButton,
  ActionResult,
  AdminPage,
  ListSearch,
  Panel,
  ScrollTable,
  StatusBadge,
  type AdminActionResult,
} from "#app/components/admin/admin-ui.tsx";
import { Link } from "#app/framework/link.tsx";

export type MembersPageProps = {
  q: string;
  members: { id: number; name: string; email: string; siteId: string; status: string; signupDate: string }[];
};

export type MemberPageProps = {
  member: {
    id: number;
    siteId: string;
    email: string;
    status: string;
    signupDate: string;
    premiumUntil: string | null;
    credits: number;
    profile: {
      id: number;
      name: string;
      gender: string | null;
      dateOfBirth: string | null;
      country: string | null;
      city: string | null;
      fictional: boolean;
      texts: { about_me?: string | null };
      textsModeration: string;
    };
    photos: { id: number; moderation: string; rejectReason: string | null; thumbUrl: string | null; main: boolean }[];
    purchases: {
      id: number;
      kind: string;
      status: string;
      amount: number;
      currency: string;
      credits: number;
      refundedAmount: number;
      chargedBackAmount: number;
      createdAt: string;
    }[];
    bans: { id: number; reason: string; createdAt: string; liftedAt: string | null }[];
  };
  /** Whether the staff member may open the money desk (admins). */
  moneyDesk: boolean;
  result?: AdminActionResult;
};

export type MemberMoneyPageProps = {
  userId: number;
  siteId: string;
  balance: number;
  orders: {
    id: number;
    kind: string;
    status: string;
    provider: string;
    providerPaymentId: string | null;
    amount: number;
    currency: string;
    credits: number;
    premiumDays: number;
    refundedAmount: number;
    chargedBackAmount: number;
    createdAt: string;
    staffRefund: { status: string; amount: number; at: string } | null;
    refundable: boolean;
  }[];
  entries: { id: number; kind: string; amount: number; shortfall: number; reference: string; createdAt: string }[];
  result?: AdminActionResult;
};

/** The member list: found by id, e-mail or name. */
export function MembersPage({ q, members }: MembersPageProps) {
  return (
    <AdminPage title="Members">
      <ListSearch q={q} placeholder="E-mail, name or id" label="Search members" />
      <ScrollTable label="Members" columns={["Id", "Name", "E-mail", "Site", "Status", "Signed up"]}>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} data-member={member.id}>
              <td>
                <Link to={`/admin/members/${member.id}`} className="underline">
                  {member.id}
                </Link>
              </td>
              <td>{member.name}</td>
              <td className="break-all">{member.email}</td>
              <td>{member.siteId}</td>
              <td>
                <StatusBadge status={member.status} />
              </td>
              <td>{member.signupDate}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {members.length === 0 ? <p className="text-sm text-neutral-600">No members found.</p> : null}
    </AdminPage>
  );
}

/** One member: account, profile, photos, purchases, and the ban and delete actions. */
export function MemberPage({ member, moneyDesk, result }: MemberPageProps) {
  return (
    <AdminPage title={`${member.profile.name || "(no name)"} · member ${member.id}`}>
      <ActionResult result={result} />
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
        <ScrollTable label="Purchases">
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

/** An amount in minor units as the back office writes it: 12.50 EUR. */
export function moneyText(minor: number, currency: string) {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

/** A member's money desk (decision 091): orders with their refund button, and credit transactions. */
export function MemberMoneyPage({ userId, siteId, balance, orders, entries, result }: MemberMoneyPageProps) {
  return (
    <AdminPage
      title={`Money · member ${userId}`}
      actions={
        <Link className="text-sm underline" to={`/admin/members/${userId}`}>
          Back to the member
        </Link>
      }
    >
      <ActionResult result={result} />
      <p className="text-sm">
        Site {siteId} · balance <strong data-balance={balance}>{balance}</strong> credits
      </p>
      <Panel title="Orders">
        <ScrollTable label="Orders">
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
                <td>{moneyText(order.amount, order.currency)}</td>
                <td>{order.kind === "premium" ? `${order.premiumDays} days` : `${order.credits} credits`}</td>
                <td>
                  {moneyText(order.refundedAmount, order.currency)} / {moneyText(order.chargedBackAmount, order.currency)}
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
        <ScrollTable label="Credit transactions">
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
