import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { orders, profileImages, profiles, users } from "../db/schema.ts";
import { deleteAccount } from "../accounts/account-deletion.server.ts";
import { balanceOf } from "../credits/ledger.server.ts";
import { forgetSharedContent } from "../cache/invalidation.server.ts";
import { bansOf } from "../moderation/bans.server.ts";
import { audit } from "../staff/audit.server.ts";
import type { StaffMember } from "../staff/staff-accounts.server.ts";
import { mediaUrl } from "../storage/storage.server.ts";

export const MEMBER_SEARCH_LIMIT = 50;

function staffSites(staff: Pick<StaffMember, "allSites" | "sites">): SQL | undefined {
  if (staff.allSites) return undefined;
  return staff.sites.length ? inArray(users.siteId, staff.sites) : sql`false`;
}

/** Members of the staff member's sites by id, e-mail or profile name (a part of either), newest first. */
export async function searchMembers(db: Database, staff: StaffMember, query: string) {
  const q = query.trim();
  const conditions: SQL[] = [];
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byText = or(ilike(users.email, like), ilike(profiles.name, like))!;
    conditions.push(/^\d{1,9}$/.test(q) ? or(eq(users.id, Number(q)), eq(profiles.id, Number(q)), byText)! : byText);
  }
  const sites = staffSites(staff);
  if (sites) conditions.push(sites);
  return db
    .select({
      id: users.id,
      siteId: users.siteId,
      email: users.email,
      status: users.status,
      name: profiles.name,
      profileId: profiles.id,
      signupDate: users.signupDate,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(MEMBER_SEARCH_LIMIT);
}

/** The member's site (for the access check), or null. */
export async function memberSite(db: Database, userId: number) {
  const [row] = await db.select({ siteId: users.siteId, profileId: users.profileId }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Everything the member page of the back office shows: account, profile, photos, purchases, balance, bans. */
export async function memberDetail(db: Database, userId: number) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const [photos, purchases, credits, bans] = await Promise.all([
    db
      .select()
      .from(profileImages)
      .where(eq(profileImages.profileId, row.profile.id))
      .orderBy(asc(profileImages.position), asc(profileImages.id)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(100),
    balanceOf(db, userId),
    bansOf(db, userId),
  ]);
  const { user, profile } = row;
  return {
    id: user.id,
    siteId: user.siteId,
    email: user.email,
    status: user.status,
    signupDate: user.signupDate.toISOString(),
    paidUser: user.paidUser,
    premiumUntil: user.premiumUntil?.toISOString() ?? null,
    credits,
    profile: {
      id: profile.id,
      name: profile.name,
      gender: profile.gender,
      dateOfBirth: profile.dateOfBirth,
      country: profile.country,
      city: profile.city,
      fictional: profile.fictional,
      texts: profile.texts,
      textsModeration: profile.textsModeration,
    },
    photos: photos.map((photo) => ({
      id: photo.id,
      moderation: photo.moderation,
      rejectReason: photo.rejectReason,
      thumbUrl: photo.moderation === "rejected" ? null : mediaUrl(photo.thumbFilename),
      main: photo.id === profile.mainImageId,
    })),
    purchases: purchases.map((order) => ({
      id: order.id,
      kind: order.kind,
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      credits: order.credits + order.bonusCredits,
      refundedAmount: order.refundedAmount,
      chargedBackAmount: order.chargedBackAmount,
      createdAt: order.createdAt.toISOString(),
    })),
    bans: bans.map((ban) => ({
      id: ban.id,
      reason: ban.reason,
      createdAt: ban.createdAt.toISOString(),
      liftedAt: ban.liftedAt?.toISOString() ?? null,
    })),
  };
}

export type AdminMemberDetail = NonNullable<Awaited<ReturnType<typeof memberDetail>>>;

/** Deletes a member's account as the member's own deletion does (purchases kept, the rest anonymised), audited. */
export async function deleteMemberByStaff(db: Database, staff: StaffMember, userId: number, siteId: string) {
  const done = await deleteAccount(db, userId);
  if (!done) return false;
  await audit(db, staff, "member.delete", { siteId, userId });
  await forgetSharedContent(db);
  return true;
}
