import { data } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import {
  approvePhoto,
  approveTexts,
  moderationQueue,
  photoSubject,
  profileSubject,
  rejectPhoto,
  rejectTexts,
} from "#app/.server/moderation/queue.server.ts";
import { ActionButton, ActionResult, AdminPage, Panel } from "#app/components/admin/admin-ui.tsx";
import { done, idField, parseAdminForm, readAdminForm, reasonField } from "#app/routing/admin-form.server.ts";
import { MODERATION_STAFF, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/moderation";

export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  return moderationQueue(await getDb(), staff);
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("photo-approve"), imageId: idField }),
  z.object({ intent: z.literal("photo-reject"), imageId: idField, reason: reasonField }),
  z.object({ intent: z.literal("texts-approve"), profileId: idField }),
  z.object({ intent: z.literal("texts-reject"), profileId: idField, reason: reasonField }),
]);

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const input = parseAdminForm(await readAdminForm(args.request), ActionSchema);
  const db = await getDb();
  if (input.intent === "photo-approve" || input.intent === "photo-reject") {
    const photo = await photoSubject(db, input.imageId);
    if (!photo) throw data({ error: "That photo no longer exists." }, { status: 404 });
    requireSiteAccess(staff, photo.siteId);
    if (input.intent === "photo-approve") await approvePhoto(db, staff, photo);
    else await rejectPhoto(db, staff, photo, input.reason);
    return done(input.intent === "photo-approve" ? `Photo ${photo.id} approved.` : `Photo ${photo.id} rejected.`);
  }
  const subject = await profileSubject(db, input.profileId);
  if (!subject) throw data({ error: "That profile no longer exists." }, { status: 404 });
  requireSiteAccess(staff, subject.siteId);
  if (input.intent === "texts-approve") await approveTexts(db, staff, subject);
  else await rejectTexts(db, staff, subject, input.reason);
  return done(input.intent === "texts-approve" ? "Texts approved." : "Texts rejected.");
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  const { photos, texts } = loaderData;
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
              <ActionButton intent="photo-approve" fields={{ imageId: photo.id }} label="Approve" variant="primary" />
              <ActionButton
                intent="photo-reject"
                fields={{ imageId: photo.id }}
                label="Reject"
                variant="danger"
                reason="Reason (the member sees it)"
              />
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
              <div className="flex flex-wrap gap-2">
                <ActionButton intent="texts-approve" fields={{ profileId: row.profileId }} label="Approve" variant="primary" />
                <ActionButton
                  intent="texts-reject"
                  fields={{ profileId: row.profileId }}
                  label="Reject"
                  variant="danger"
                  reason="Reason (the member sees it)"
                />
              </div>
            </li>
          ))}
        </ul>
      </Panel>
    </AdminPage>
  );
}
