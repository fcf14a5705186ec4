import { data, Form, useNavigation } from "react-router";
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
import { ActionButton, ActionResult, AdminPage, Panel } from "#app/components/admin/admin-ui.tsx";
import { PoolProfileForm } from "#app/components/admin/pool-profile-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/field.tsx";
import { done, failed, idField, parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { positiveIntParams } from "#app/routing/guard.server.ts";
import { parsePoolProfile, siteChoices } from "#app/routing/pool-form.server.ts";
import { forbidden, MODERATION_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
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
  const { profile, countries } = loaderData;
  const navigation = useNavigation();
  return (
    <AdminPage title={`${profile.name} · pool profile ${profile.id}`}>
      <ActionResult result={actionData} />
      <p className="text-sm">
        Site: {profile.siteId ?? "shared pool"} · {profile.fictional ? "fictional" : "not marked fictional"}
      </p>
      <Panel title="Photos">
        <ul className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {profile.photos.map((photo) => (
            <li key={photo.id} className="flex flex-col gap-1 text-xs">
              <img src={photo.thumbUrl} alt={`#${photo.id}`} className="aspect-[4/5] w-full rounded object-cover" />
              {photo.main ? <span>main</span> : null}
              <ActionButton intent="photo-delete" fields={{ imageId: photo.id }} label="Delete" variant="ghost" />
            </li>
          ))}
        </ul>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="photo-add" />
          <div className="flex flex-col gap-1">
            <Label htmlFor="pool-photo">Add a photo</Label>
            <input id="pool-photo" type="file" name="file" accept="image/*" required className="text-sm" />
          </div>
          <Button type="submit" size="sm" loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "photo-add"}>
            Upload
          </Button>
        </Form>
      </Panel>
      <Panel title="Fictional marker">
        {profile.fictional ? (
          <ActionButton intent="unmark-fictional" label="Unmark fictional" />
        ) : (
          <ActionButton intent="mark-fictional" label="Mark fictional" />
        )}
      </Panel>
      <Panel title="Profile">
        <PoolProfileForm intent="update" submitLabel="Save" values={profile} countries={countries} />
      </Panel>
    </AdminPage>
  );
}
