import { data } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import {
  approvePhoto,
  approveTexts,
  moderationQueue,
  photoSubject,
  profileSubject,
  recentlyApprovedPhotos,
  rejectPhoto,
  rejectTexts,
  setPhotoNudity,
} from "#app/.server/moderation/queue.server.ts";
import { done, idField, parseAdminForm, readAdminForm, reasonField } from "#app/routing/admin-form.server.ts";
import { MODERATION_STAFF, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
import { ModerationPage } from "#app/components/admin/moderation-page.tsx";
import type { Route } from "./+types/moderation";

export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const db = await getDb();
  const [queue, recent] = await Promise.all([moderationQueue(db, staff), recentlyApprovedPhotos(db, staff)]);
  return { ...queue, recent };
}

const PhotoAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("photo-approve"), imageId: idField }),
  z.object({ intent: z.literal("photo-approve-nude"), imageId: idField }),
  z.object({ intent: z.literal("photo-reject"), imageId: idField, reason: reasonField }),
  /** The nudity flag of an approved photo, set or cleared afterwards. */
  z.object({ intent: z.literal("photo-nudity"), imageId: idField, nude: z.enum(["1", "0"]) }),
]);
const TextsAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("texts-approve"), profileId: idField }),
  z.object({ intent: z.literal("texts-reject"), profileId: idField, reason: reasonField }),
]);
const ActionSchema = z.union([PhotoAction, TextsAction]);

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const input = parseAdminForm(await readAdminForm(args.request), ActionSchema);
  const db = await getDb();
  if ("imageId" in input) {
    const photo = await photoSubject(db, input.imageId);
    if (!photo) throw data({ error: "That photo no longer exists." }, { status: 404 });
    requireSiteAccess(staff, photo.siteId);
    switch (input.intent) {
      case "photo-approve":
      case "photo-approve-nude": {
        const nude = input.intent === "photo-approve-nude";
        await approvePhoto(db, staff, photo, { nude });
        return done(`Photo ${photo.id} approved${nude ? " as nude" : ""}.`);
      }
      case "photo-reject":
        await rejectPhoto(db, staff, photo, input.reason);
        return done(`Photo ${photo.id} rejected.`);
      case "photo-nudity":
        await setPhotoNudity(db, staff, photo, input.nude === "1");
        return done(`Photo ${photo.id} ${input.nude === "1" ? "flagged as nude" : "no longer flagged as nude"}.`);
    }
  }
  const subject = await profileSubject(db, input.profileId);
  if (!subject) throw data({ error: "That profile no longer exists." }, { status: 404 });
  requireSiteAccess(staff, subject.siteId);
  if (input.intent === "texts-approve") await approveTexts(db, staff, subject);
  else await rejectTexts(db, staff, subject, input.reason);
  return done(input.intent === "texts-approve" ? "Texts approved." : "Texts rejected.");
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  return <ModerationPage {...loaderData} result={actionData} />;
}
