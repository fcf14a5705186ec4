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
import { ActionButton, ActionResult, AdminPage, Panel } from "#app/components/admin/admin-ui.tsx";
import { done, idField, parseAdminForm, readAdminForm, reasonField } from "#app/routing/admin-form.server.ts";
import { MODERATION_STAFF, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
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

/** Approve and reject of one queue item (the reject asks for the reason its owner reads). */
function Decision({ kind, fields, nudeOption = false }: { kind: "photo" | "texts"; fields: Record<string, number>; nudeOption?: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton intent={`${kind}-approve`} fields={fields} label="Approve" variant="primary" />
      {nudeOption ? <ActionButton intent={`${kind}-approve-nude`} fields={fields} label="Approve as nude" variant="secondary" /> : null}
      <ActionButton intent={`${kind}-reject`} fields={fields} label="Reject" variant="danger" reason="Reason (the member sees it)" />
    </div>
  );
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  const { photos, texts, recent } = loaderData;
  return (
    <AdminPage title="Moderation queue">
      <ActionResult result={actionData} />
      <Panel title={`Photos waiting (${photos.length})`}>
        {photos.length === 0 ? <p className="text-sm text-neutral-600">No photos to check.</p> : null}
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id} data-moderation-photo={photo.id} className="flex flex-col gap-2 rounded-md border border-neutral-200 p-2">
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.thumbUrl} alt={`#${photo.id} of ${photo.name}`} className="aspect-[4/5] w-full rounded object-cover" />
              </a>
              <p className="text-xs">
                {photo.name} · {photo.siteId ?? "shared pool"} ·{" "}
                {photo.userId ? <a href={`/admin/members/${photo.userId}`}>member {photo.userId}</a> : "pool"}
              </p>
              <Decision kind="photo" fields={{ imageId: photo.id }} nudeOption />
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={`Profile texts waiting (${texts.length})`}>
        {texts.length === 0 ? <p className="text-sm text-neutral-600">No texts to check.</p> : null}
        <ul className="flex flex-col gap-3">
          {texts.map((row) => (
            <li
              key={row.profileId}
              data-moderation-texts={row.profileId}
              className="flex flex-col gap-2 rounded-md border border-neutral-200 p-2"
            >
              <p className="text-xs">
                {row.name} · {row.siteId ?? "shared pool"} · {row.userId ? `member ${row.userId}` : "pool"}
              </p>
              {row.aboutMe ? <p className="text-sm whitespace-pre-wrap break-words">{row.aboutMe}</p> : null}
              {row.lookingFor ? <p className="text-sm whitespace-pre-wrap break-words text-neutral-700">{row.lookingFor}</p> : null}
              <Decision kind="texts" fields={{ profileId: row.profileId }} />
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Approved lately: nudity flag">
        {recent.length === 0 ? <p className="text-sm text-neutral-600">No approved photos yet.</p> : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {recent.map((photo) => (
            <li key={photo.id} data-nudity-photo={photo.id} className="flex flex-col gap-2 rounded-md border border-neutral-200 p-2">
              <img src={photo.thumbUrl} alt={`#${photo.id} of ${photo.name}`} className="aspect-[4/5] w-full rounded object-cover" />
              <p className="text-xs">
                {photo.name} · {photo.siteId ?? "shared pool"} · {photo.nude ? "nude" : "not nude"}
              </p>
              <ActionButton
                intent="photo-nudity"
                fields={{ imageId: photo.id, nude: photo.nude ? "0" : "1" }}
                label={photo.nude ? "Clear nude flag" : "Flag as nude"}
              />
            </li>
          ))}
        </ul>
      </Panel>
    </AdminPage>
  );
}
