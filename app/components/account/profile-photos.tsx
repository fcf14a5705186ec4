import { useRef, useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Form, useNavigation, useRevalidator } from "react-router";
import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";

export type PhotoView = { id: number; thumb_filename: string; main: boolean; pending?: boolean };
export type RejectedPhotoView = { id: number; reason: string };

/**
 * The member's photos: add (through the sign-up's upload endpoint, which checks,
 * re-encodes and stores the file), choose the main one, delete.
 */
export function ProfilePhotos({ photos, rejected = [] }: { photos: PhotoView[]; rejected?: RejectedPhotoView[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setUploading(true);
    setError(null);
    try {
      const body = new FormData();
      body.set("file", file);
      await apiFetch("/api/profileimage.php", { method: "POST", body });
      await revalidate();
    } catch (problem) {
      setError(problem instanceof ApiRequestError ? problem.message : t("my_profile.photo_upload_failed"));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  }

  const pending = (intent: string, id: number) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData?.get("imageId") === String(id);

  return (
    <div className="flex flex-col gap-4">
      {rejected.map((photo) => (
        <div
          key={photo.id}
          role="status"
          data-slot="photo-rejected"
          className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <p className="min-w-0 break-words">{t("my_profile.photo_rejected", { reason: photo.reason })}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="photo-delete" />
            <input type="hidden" name="imageId" value={photo.id} />
            <Button type="submit" size="sm" variant="ghost" loading={pending("photo-delete", photo.id)}>
              {t("my_profile.photo_rejected_dismiss")}
            </Button>
          </Form>
        </div>
      ))}
      {photos.length === 0 ? <p className="text-muted-foreground">{t("my_profile.no_photos")}</p> : null}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4" data-slot="photo-list">
        {photos.map((photo) => (
          <li
            key={photo.id}
            data-photo-id={photo.id}
            data-main={photo.main || undefined}
            className={cn(
              "flex flex-col gap-2 rounded-control border border-border p-2",
              photo.main && "border-primary ring-2 ring-primary/40",
            )}
          >
            <img src={photo.thumb_filename} alt="" className="aspect-[4/5] w-full rounded-control object-cover" loading="lazy" />
            {photo.pending ? (
              <span data-slot="photo-pending" className="text-center text-xs text-muted-foreground">
                {t("my_profile.photo_pending")}
              </span>
            ) : null}
            {photo.main ? (
              <span className="text-center text-xs font-semibold uppercase tracking-wide text-primary">
                {t("my_profile.photo_is_main")}
              </span>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="photo-main" />
                <input type="hidden" name="imageId" value={photo.id} />
                <Button type="submit" size="sm" variant="outline" className="w-full" loading={pending("photo-main", photo.id)}>
                  {t("my_profile.photo_make_main")}
                </Button>
              </Form>
            )}
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(t("my_profile.photo_delete_confirm"))) event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="photo-delete" />
              <input type="hidden" name="imageId" value={photo.id} />
              <Button
                type="submit"
                size="sm"
                variant="ghost"
                className="w-full text-destructive"
                loading={pending("photo-delete", photo.id)}
              >
                {t("my_profile.photo_delete")}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id="profile-photo-input"
          // The visible button below opens it; the input still needs a name of its own.
          aria-label={t("my_profile.photo_add")}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button type="button" variant="secondary" loading={uploading} onClick={() => input.current?.click()}>
          {t("my_profile.photo_add")}
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
