import { ActionButton, ActionResult, AdminPage, Panel, type AdminActionResult } from "#app/components/admin/admin-ui.tsx";

export type ModerationPageProps = {
  photos: { id: number; url: string; thumbUrl: string; name: string; siteId: string | null; userId: number | null }[];
  texts: { profileId: number; name: string; siteId: string | null; userId: number | null; aboutMe: string; lookingFor: string }[];
  recent: { id: number; thumbUrl: string; name: string; siteId: string | null; nude: boolean }[];
  result?: AdminActionResult;
};

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

/** The moderation queue: photos and profile texts waiting, and the nudity flag of photos approved lately. */
export function ModerationPage({ photos, texts, recent, result }: ModerationPageProps) {
  return (
    <AdminPage title="Moderation queue">
      <ActionResult result={result} />
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
