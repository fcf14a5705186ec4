import { useEffect, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { showToast } from "#app/components/ui/toast.tsx";
import { acceptsPhoto } from "#app/forms/signup-profile-rules.ts";
import type { PublicUser } from "#app/user.ts";
import { StepLayout } from "./step-layout.tsx";
import { Avatar } from "#app/components/ui/avatar.tsx";

const MAX_BYTES = 10 * 1024 * 1024;

export type UploadedImage = { id: number; thumb_filename: string };

/** Uploads a photo; failures are logged, and a refusal the member can act on is shown as a toast. */
export async function uploadProfileImage(file: File, failureTitle: string): Promise<UploadedImage | null> {
  const body = new FormData();
  body.set("file", file);
  try {
    const answer = await apiFetch<{ image: UploadedImage }>("/api/profileimage.php", { method: "POST", body });
    return answer.image;
  } catch (error) {
    console.error("photo upload failed", error);
    if (error instanceof ApiRequestError && error.status < 500) {
      showToast({ type: "danger", title: failureTitle, description: error.message });
    }
    return null;
  }
}

/**
 * Step 2: a photo by drop zone or click, with the photos already uploaded. Save
 * advances at once and the upload runs on (docs/product/signup.md#step-order: upload starts on advance).
 */
export function PhotoStep({
  user,
  onAdvance,
}: {
  user: PublicUser | null;
  onAdvance: (upload: Promise<UploadedImage | null> | null) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const images = user?.profile.images ?? [];

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is an external resource made and revoked here
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(candidate: File | undefined, fromDrop: boolean) {
    if (!candidate) return;
    if (fromDrop && !acceptsPhoto(candidate, "drop")) {
      setError(t("signup_flow.photo.errors.type"));
      return;
    }
    if (!fromDrop && !acceptsPhoto(candidate, "picker")) {
      setError(t("signup_flow.photo.errors.not_an_image"));
      return;
    }
    if (candidate.size > MAX_BYTES) {
      setError(t("signup_flow.photo.errors.too_large", { max: MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setError(null);
    setFile(candidate);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0], true);
  }

  return (
    <StepLayout
      step={2}
      title={t("signup_flow.photo.title")}
      intro={t("signup_flow.photo.text")}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={() => onAdvance(null)}>
            {t("signup_flow.photo.skip")}
          </Button>
          <Button
            type="button"
            disabled={!file}
            onClick={() => onAdvance(file ? uploadProfileImage(file, t("signup_flow.photo.failed")) : null)}
          >
            {t("signup_flow.photo.save")}
          </Button>
        </>
      }
    >
      <div
        data-slot="photo-dropzone"
        data-dragging={dragging || undefined}
        role="button"
        tabIndex={0}
        aria-describedby="photo-error"
        onClick={() => input.current?.click()}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "grid min-h-56 cursor-pointer place-items-center rounded-card border-2 border-dashed border-card-border bg-muted/40 p-6 text-center transition-colors lavish:bg-transparent hover:border-primary",
          dragging && "border-primary bg-primary-soft",
        )}
      >
        {preview ? (
          <img src={preview} alt={t("signup_flow.photo.preview")} className="max-h-64 rounded-control object-contain" />
        ) : (
          <div className="flex flex-col items-center gap-2">
            <span aria-hidden className="text-4xl">
              📷
            </span>
            <span className="font-medium">{t("signup_flow.photo.drop")}</span>
            <span className="text-sm text-muted-foreground">{t("signup_flow.photo.formats")}</span>
          </div>
        )}
      </div>
      <input
        ref={input}
        type="file"
        name="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t("signup_flow.photo.choose")}
        onChange={(event) => choose(event.currentTarget.files?.[0], false)}
      />
      <p id="photo-error" role={error ? "alert" : undefined} className="min-h-5 text-sm text-destructive">
        {error ?? ""}
      </p>
      {images.length ? (
        <div>
          <h3 className="mb-2 text-sm font-medium">{t("signup_flow.photo.uploaded")}</h3>
          <ul data-slot="photo-thumbnails" className="flex flex-wrap gap-2">
            {images.map((image) => (
              <li key={image.id}>
                <Avatar src={image.thumb_filename} className="size-20" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </StepLayout>
  );
}
