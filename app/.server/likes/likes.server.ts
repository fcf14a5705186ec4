import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { ProfileCardData } from "#app/profiles/card.ts";
import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import type { Database } from "../db/client.server.ts";
import { likeNotices, likes, notifications, profileImages, profiles, users } from "../db/schema.ts";
import { publishLive } from "../chat/live.server.ts";
import { runInBackground } from "../db/background-work.server.ts";
import { preparedPerSite } from "../db/prepared.server.ts";
import { logError } from "../logging/log.server.ts";
import { pushLikeToRecipients } from "../push/push-events.server.ts";
import {
  cardImageColumns,
  cardProfileColumns,
  isProfileVisible,
  mainImageFor,
  siteScopeBornBy,
  toProfileCard,
  viewerScope,
} from "../profiles/pool.server.ts";
import { assertNotBlocked } from "../safety/blocks.server.ts";

export type LikedByCard = ProfileCardData & { like_new: boolean };

export type LikesOverview = {
  /** Profiles the member likes, newest like first. */
  profiles: ProfileCardData[];
  /** Members who like the member: unseen likes first, then newest first. Profiles the site no longer shows are left out. */
  liked_by: LikedByCard[];
};

export class LikeError extends Error {
  override name = "LikeError";
  constructor(
    readonly code: "profile_not_found" | "own_profile",
    message: string,
  ) {
    super(message);
  }
}

/**
 * How often one member's like of a profile may tell that profile's members (decision 056): once a day,
 * however often the like is taken back and given again.
 */
export const LIKE_NOTICE_HOURS = 24;

/**
 * Likes a profile the site shows (decision 017: a profile outside its scope, deleted, unactivated
 * or banned does not exist here); liking twice is harmless. Answers the spec's like record.
 */
export async function likeProfile(db: Database, site: Site, user: SessionUser, profileId: number) {
  if (profileId === user.profileId) throw new LikeError("own_profile", "You cannot like your own profile.");
  if (!(await isProfileVisible(db, site, profileId, user))) {
    // No likes between a blocked pair, either way (decision 083): hidden like any other, but refused in its own words.
    await assertNotBlocked(db, user.profileId, profileId);
    throw new LikeError("profile_not_found", `There is no profile ${profileId}.`);
  }
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.profileId, profileId), eq(users.status, "active")));
  const added = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(likes)
      .values({ userId: user.id, likerProfileId: user.profileId, profileId })
      .onConflictDoNothing({ target: [likes.userId, likes.profileId] })
      .returning({ id: likes.id });
    // Liking twice tells nobody twice.
    if (!row) return false;
    // Nor does unliking and liking again within the period. The pair's row outlives the unlike; the upsert takes its
    // lock, so concurrent likes (any process) see each other's notice and only one of them tells.
    const [told] = await tx
      .insert(likeNotices)
      .values({ userId: user.id, profileId })
      .onConflictDoUpdate({
        target: [likeNotices.userId, likeNotices.profileId],
        set: { notifiedAt: sql`now()` },
        setWhere: sql`${likeNotices.notifiedAt} <= now() - make_interval(hours => ${LIKE_NOTICE_HOURS})`,
      })
      .returning({ userId: likeNotices.userId });
    if (!told) return false;
    if (recipients.length) {
      await tx.insert(notifications).values(recipients.map((r) => ({ userId: r.id, kind: "like" as const, profileId: user.profileId })));
    }
    await publishLive(tx, [profileId], { type: "like", profile: user.profileId });
    return true;
  });
  if (added && recipients.length) {
    runInBackground(
      pushLikeToRecipients(db, { likedProfileId: profileId, likerProfileId: user.profileId }).catch((error: unknown) =>
        logError("like push failed", error),
      ),
    );
  }
  return { id: profileId, did_like_profile: true };
}

/** Takes a like back; unliking a profile that was not liked is harmless. */
export async function unlikeProfile(db: Database, user: SessionUser, profileId: number) {
  await db.delete(likes).where(and(eq(likes.userId, user.id), eq(likes.profileId, profileId)));
  return { id: profileId, did_like_profile: false };
}

export async function listLikes(db: Database, user: SessionUser, site: Site): Promise<LikesOverview> {
  const rows = await likesStatementOf(db)(site).execute({ user: user.id, profile: user.profileId, bornBy: siteScopeBornBy(site) });
  const mineRows = rows.filter((row) => row.mine);
  const receivedRows = rows.filter((row) => !row.mine);
  // Whom the member likes among those who like them: the first list, complete for the profiles the site shows.
  const liked = new Set(mineRows.map((row) => row.profile.id));
  return {
    profiles: mineRows.map((row) => toProfileCard(row.profile, row.image, site, true)),
    liked_by: receivedRows.map((row) => ({
      ...toProfileCard(row.profile, row.image, site, liked.has(row.profile.id)),
      like_new: row.isNew,
    })),
  };
}

/**
 * The likes page's two lists in one statement, prepared once per database and site (decisions 128 and 140): the likes
 * the member gave (`mine`) and received, each with the card of the other profile where the site shows it to this
 * member. The member's likes come first, newest first; then the received ones, unseen first, then newest first. The
 * member (`user`, `profile`) and the day's birth-date bound of the site scope are its values; the site's countries and
 * moderation are part of its text.
 */
const likesStatementOf = preparedPerSite((db, site) => {
  const member = sql.placeholder("user");
  const viewer = sql.placeholder("profile");
  const mine = sql<boolean>`(${likes.userId} = ${member})`;
  return db
    .select({ profile: cardProfileColumns, image: cardImageColumns, isNew: likes.isNew, mine })
    .from(likes)
    .innerJoin(profiles, eq(profiles.id, sql`case when ${mine} then ${likes.profileId} else ${likes.likerProfileId} end`))
    .leftJoin(profileImages, mainImageFor(site, "member"))
    .where(and(or(eq(likes.userId, member), eq(likes.profileId, viewer)), ...viewerScope(site, viewer, sql.placeholder("bornBy"))))
    .orderBy(desc(mine), sql`(${likes.isNew} and not ${mine}) desc`, desc(likes.createdAt), desc(likes.id))
    .prepare("likes_both");
});

/** Opening a like clears its `like_new` flag (docs/product/search.md#likes). */
export async function markLikeSeen(db: Database, user: SessionUser, likerProfileId: number) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, user.id),
        eq(notifications.kind, "like"),
        eq(notifications.profileId, likerProfileId),
        isNull(notifications.readAt),
      ),
    );
  await db
    .update(likes)
    .set({ isNew: false })
    .where(and(eq(likes.profileId, user.profileId), eq(likes.likerProfileId, likerProfileId), eq(likes.isNew, true)));
}
