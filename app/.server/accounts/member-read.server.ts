import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { nested } from "../db/nested.server.ts";
import { likes, memberBlocks, memberSearchFilters, profileImages, profiles, type ModerationStatus } from "../db/schema.ts";
import type { SessionUser } from "./session.server.ts";

/** One of the member's own photos, every moderation state (the owner sees pending ones; /profile lists rejected ones). */
export type OwnImage = {
  id: number;
  filename: string;
  thumbFilename: string;
  width: number | null;
  height: number | null;
  moderation: ModerationStatus;
  rejectReason: string | null;
};

/**
 * What a member's pages need of their own member, read in one statement (with the session on page requests):
 * the profile, its photos, the saved search filters, and the profiles of the member's blocked pairs.
 */
export type MemberRead = {
  profile: typeof profiles.$inferSelect;
  /** The main photo, when there is one. */
  image: OwnImage | null;
  /** In the order the member arranged them. */
  images: OwnImage[];
  filters: typeof memberSearchFilters.$inferSelect | null;
  /**
   * The profiles the member blocked or that blocked the member (decision 083), so a shared search page can leave
   * them out; null when there are more than BLOCKED_PAIRS_READ (the search then asks the database instead).
   */
  blockedPairs: number[] | null;
  /**
   * The profiles the member likes, so a page of cards from the shared matches needs no statement for its hearts
   * (decision 137); null when there are more than LIKED_PROFILES_READ (the page then asks the database).
   */
  likedProfiles: ReadonlySet<number> | null;
};

/** More blocked pairs than this, and the member's search does not use shared pages (a rare, heavy blocker or target). */
export const BLOCKED_PAIRS_READ = 200;

/** More likes than this, and a page of shared matches reads its hearts from the database (a heavy liker). */
export const LIKED_PROFILES_READ = 200;

/**
 * The select fields of a member read of the account `userId` (a column or a value), beside `profiles` and a left join
 * of `member_search_filters` on the user.
 */
export function memberReadFields(userId: SQLWrapper | number): {
  profile: typeof profiles;
  filters: typeof memberSearchFilters;
  images: SQL<OwnImage[]>;
  blockedPairs: SQL<number[]>;
  likedProfiles: SQL<number[]>;
} {
  return {
    profile: profiles,
    filters: memberSearchFilters,
    images: sql<
      OwnImage[]
    >`coalesce((${nested(sql`select json_agg(json_build_object('id', ${profileImages.id}, 'filename', ${profileImages.filename}, 'thumbFilename', ${profileImages.thumbFilename}, 'width', ${profileImages.width}, 'height', ${profileImages.height}, 'moderation', ${profileImages.moderation}, 'rejectReason', ${profileImages.rejectReason}) order by ${profileImages.position}, ${profileImages.id}) from ${profileImages} where ${profileImages.profileId} = ${profiles.id}`)}), '[]'::json)`,
    // One past the limit, so "too many" shows.
    blockedPairs: sql<
      number[]
    >`array(${nested(sql`select ${memberBlocks.blockedProfileId} from ${memberBlocks} where ${memberBlocks.blockerProfileId} = ${profiles.id} union select ${memberBlocks.blockerProfileId} from ${memberBlocks} where ${memberBlocks.blockedProfileId} = ${profiles.id} limit ${BLOCKED_PAIRS_READ + 1}`)})`,
    // One past the limit too; the index on (user, profile) answers it alone.
    likedProfiles: sql<
      number[]
    >`array(${nested(sql`select ${likes.profileId} from ${likes} where ${likes.userId} = ${userId} limit ${LIKED_PROFILES_READ + 1}`)})`,
  };
}

type MemberReadRow = {
  profile: typeof profiles.$inferSelect;
  filters: typeof memberSearchFilters.$inferSelect | null;
  images: OwnImage[] | string;
  blockedPairs: number[] | string;
  likedProfiles: number[] | string;
};

/** A row of memberReadFields as a MemberRead (drivers hand JSON and arrays back parsed; text is parsed here). */
export function toMemberRead(row: MemberReadRow): MemberRead {
  const images = (typeof row.images === "string" ? JSON.parse(row.images) : row.images) as OwnImage[];
  const blocked = (typeof row.blockedPairs === "string" ? parsePgIntArray(row.blockedPairs) : row.blockedPairs).map(Number);
  const liked = (typeof row.likedProfiles === "string" ? parsePgIntArray(row.likedProfiles) : row.likedProfiles).map(Number);
  return {
    profile: row.profile,
    image: images.find((image) => image.id === row.profile.mainImageId) ?? null,
    images,
    filters: row.filters,
    blockedPairs: blocked.length > BLOCKED_PAIRS_READ ? null : blocked,
    likedProfiles: liked.length > LIKED_PROFILES_READ ? null : new Set(liked),
  };
}

function parsePgIntArray(text: string): number[] {
  const inner = text.replace(/^\{|\}$/g, "");
  return inner ? inner.split(",").map(Number) : [];
}

// Keyed by the request's SessionUser object (one per request, set by the session middleware), so the session read,
// the root loader and a page's loader share one read of the member. Only on requests that change nothing (GET, HEAD):
// after a form post's action the page's loaders must see what the action wrote, so there every ask reads afresh.
const memberReads = new WeakMap<SessionUser, Promise<MemberRead | undefined>>();
const readOnce = new WeakSet<SessionUser>();

/** This request changes nothing: its member is read once and shared (the session middleware marks GET and HEAD). */
export function shareMemberRead(user: SessionUser) {
  readOnce.add(user);
}

/** The session read already has the member (a page request): every later ask of this request gets it. */
export function primeMemberRead(user: SessionUser, read: MemberRead) {
  readOnce.add(user);
  memberReads.set(user, Promise.resolve(read));
}

/** The member's profile, photos, saved filters and blocked pairs: read once per request that changes nothing. */
export function memberProfileOf(db: Database, user: SessionUser): Promise<MemberRead | undefined> {
  let read = memberReads.get(user);
  if (!read) {
    read = db
      .select(memberReadFields(user.id))
      .from(profiles)
      .leftJoin(memberSearchFilters, eq(memberSearchFilters.userId, user.id))
      .where(eq(profiles.id, user.profileId))
      .limit(1)
      .then((rows) => (rows[0] ? toMemberRead(rows[0]) : undefined));
    if (readOnce.has(user)) memberReads.set(user, read);
  }
  return read;
}
