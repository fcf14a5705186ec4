import { asc, eq } from "drizzle-orm";
import { ageFromDateOfBirth } from "#app/profiles/age.ts";
import type { Site } from "#app/site/registry.ts";
import type { PublicUser } from "#app/user.ts";
import type { Database } from "../db/client.server.ts";
import { profileImages, profiles } from "../db/schema.ts";
import { mediaUrl } from "../storage/storage.server.ts";
import type { SessionUser } from "./session.server.ts";

/** The user object the browser sees (root loader, `GET /api/user.php`). */
export async function getPublicUser(db: Database, user: SessionUser, site: Site): Promise<PublicUser> {
  const [row] = await db
    .select({ profile: profiles, image: profileImages })
    .from(profiles)
    .leftJoin(profileImages, eq(profileImages.id, profiles.mainImageId))
    .where(eq(profiles.id, user.profileId))
    .limit(1);
  const profile = row!.profile;
  const images = await db
    .select({ id: profileImages.id, thumbFilename: profileImages.thumbFilename })
    .from(profileImages)
    .where(eq(profileImages.profileId, profile.id))
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
      main_image: row!.image
        ? { id: row!.image.id, thumb_filename: mediaUrl(row!.image.thumbFilename, site.cdn_prefix) }
        : null,
      images: images.map((image) => ({ id: image.id, thumb_filename: mediaUrl(image.thumbFilename, site.cdn_prefix) })),
      personal: profile.personal,
      texts: profile.texts,
    },
  };
}
