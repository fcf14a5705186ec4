import { and, asc, eq, ne } from "drizzle-orm";
import { ageFromDateOfBirth } from "#app/profiles/age.ts";
import type { Site } from "#app/site/registry.ts";
import type { PublicUser } from "#app/user.ts";
import type { Database } from "../db/client.server.ts";
import { profileImages, profiles } from "../db/schema.ts";
import { mediaUrl } from "../storage/storage.server.ts";
import type { SessionUser } from "./session.server.ts";

type MemberProfileRow = { profile: typeof profiles.$inferSelect; image: typeof profileImages.$inferSelect | null };

// Keyed by the request's SessionUser object (one per request, set by the session middleware), so the
// root loader and a page's loader share one read of the member's profile.
const profileReads = new WeakMap<SessionUser, Promise<MemberProfileRow | undefined>>();

/** The member's profile with its main image, read once per request. */
export function memberProfileOf(db: Database, user: SessionUser): Promise<MemberProfileRow | undefined> {
  let read = profileReads.get(user);
  if (!read) {
    read = db
      .select({ profile: profiles, image: profileImages })
      .from(profiles)
      .leftJoin(profileImages, eq(profileImages.id, profiles.mainImageId))
      .where(eq(profiles.id, user.profileId))
      .limit(1)
      .then((rows) => rows[0]);
    profileReads.set(user, read);
  }
  return read;
}

/** The user object the browser sees (root loader, `GET /api/user.php`). */
export async function getPublicUser(db: Database, user: SessionUser, site: Site): Promise<PublicUser> {
  const row = await memberProfileOf(db, user);
  const profile = row!.profile;
  const images = await db
    .select({ id: profileImages.id, thumbFilename: profileImages.thumbFilename })
    .from(profileImages)
    .where(and(eq(profileImages.profileId, profile.id), ne(profileImages.moderation, "rejected")))
    .orderBy(asc(profileImages.position), asc(profileImages.id));
  return {
    id: user.id,
    loggedIn: true,
    email: user.email,
    name: profile.name,
    status: user.status === "active" ? "active" : "not_confirmed",
    confirmed: user.status === "active",
    mailprovider: user.mailprovider,
    paid_user: user.paidUser,
    premium_until: user.premiumUntil,
    premium: user.premiumUntil !== null && new Date(user.premiumUntil).getTime() > Date.now(),
    credits: user.credits,
    signup_date: user.signupDate,
    fictional_icon: site.fictional_icon,
    language: user.language,
    profile: {
      id: profile.id,
      name: profile.name,
      gender: profile.gender ?? null,
      date_of_birth: profile.dateOfBirth,
      age: ageFromDateOfBirth(profile.dateOfBirth),
      country: profile.country,
      countryregion: profile.countryregion,
      city: profile.city,
      main_image: row!.image ? { id: row!.image.id, thumb_filename: mediaUrl(row!.image.thumbFilename, site.cdn_prefix) } : null,
      images: images.map((image) => ({ id: image.id, thumb_filename: mediaUrl(image.thumbFilename, site.cdn_prefix) })),
      personal: profile.personal,
      texts: profile.texts,
    },
  };
}
