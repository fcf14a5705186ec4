import { ageFromDateOfBirth } from "#app/profiles/age.ts";
import type { Site } from "#app/site/registry.ts";
import type { PublicUser } from "#app/user.ts";
import type { Database } from "../db/client.server.ts";
import { mediaUrl } from "../storage/storage.server.ts";
import { memberProfileOf } from "./member-read.server.ts";
import type { SessionUser } from "./session.server.ts";

export { memberProfileOf };

/** The user object the browser sees (root loader, `GET /api/user.php`). */
export async function getPublicUser(db: Database, user: SessionUser, site: Site): Promise<PublicUser> {
  // The member read of this request (with the session on a page): no statement of its own.
  const row = await memberProfileOf(db, user);
  const profile = row!.profile;
  const images = row!.images.filter((image) => image.moderation !== "rejected");
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
