import { data } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import {
  addPoolPhoto,
  canManagePoolProfile,
  deletePoolPhoto,
  poolProfile,
  poolProfileSite,
  setFictional,
  updatePoolProfile,
} from "#app/.server/admin/pool-profiles.server.ts";
import { ImageUploadError, MAX_UPLOAD_BYTES } from "#app/.server/profiles/images.server.ts";
import { done, failed, idField, parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { positiveIntParams } from "#app/routing/guard.server.ts";
import { parsePoolProfile, siteChoices } from "#app/routing/pool-form.server.ts";
import { forbidden, MODERATION_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import { PoolProfilePage } from "#app/components/admin/pool-pages.tsx";
import type { Route } from "./+types/pool-profile";

async function subject(args: Route.LoaderArgs | Route.ActionArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  if (!positiveIntParams("profileId")(args.params)) throw data({ message: "No such pool profile." }, { status: 404 });
  const profileId = Number(args.params.profileId);
  const db = await getDb();
  const found = await poolProfileSite(db, profileId);
  if (!found) throw data({ message: "No such pool profile." }, { status: 404 });
  if (!canManagePoolProfile(staff, found.siteId)) throw forbidden();
  return { staff, db, profileId, siteId: found.siteId };
}

export async function loader(args: Route.LoaderArgs) {
  const { db, profileId, siteId } = await subject(args);
  const profile = (await poolProfile(db, profileId))!;
  const site = siteId ? siteChoices((id) => id === siteId)[0] : null;
  return { profile, countries: site?.countries ?? (profile.country ? [profile.country] : []) };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("photo-add") }),
  z.object({ intent: z.literal("photo-delete"), imageId: idField }),
  z.object({ intent: z.literal("mark-fictional") }),
  z.object({ intent: z.literal("unmark-fictional") }),
]);

export async function action(args: Route.ActionArgs) {
  const { staff, db, profileId, siteId } = await subject(args);
  const form = await readAdminForm(args.request, MAX_UPLOAD_BYTES + 64 * 1024);
  const { intent, ...rest } = parseAdminForm(form, ActionSchema);
  switch (intent) {
    case "update":
      await updatePoolProfile(db, staff, profileId, siteId, parsePoolProfile(form, siteId));
      return done("Saved.");
    case "photo-add": {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) return failed("Choose a photo first.");
      try {
        await addPoolPhoto(db, staff, profileId, siteId, new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (error instanceof ImageUploadError) return failed(`The photo was not taken: ${error.problem.replaceAll("_", " ")}.`);
        throw error;
      }
      return done("Photo added.");
    }
    case "photo-delete":
      if (!(await deletePoolPhoto(db, staff, profileId, siteId, (rest as { imageId: number }).imageId)))
        return failed("No such photo.", 404);
      return done("Photo deleted.");
    case "mark-fictional":
    case "unmark-fictional":
      await setFictional(db, staff, profileId, siteId, intent === "mark-fictional");
      return done(intent === "mark-fictional" ? "Marked fictional." : "No longer marked fictional.");
  }
}

export default function PoolProfile({ loaderData, actionData }: Route.ComponentProps) {
  return <PoolProfilePage {...loaderData} result={actionData} />;
}
