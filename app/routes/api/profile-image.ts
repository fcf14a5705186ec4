import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { readForm } from "#app/.server/http/body.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { addProfileImage, ImageUploadError, MAX_UPLOAD_BYTES } from "#app/.server/profiles/images.server.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/profile-image";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/profileimage.php (multipart, field `file`) → { image, main_image_id }. */
export async function action(args: Route.ActionArgs) {
  const { site, user } = requireApiUser(args);
  const { request, context } = args;
  const t = getI18n(context).t;
  const maxMb = MAX_UPLOAD_BYTES / 1024 / 1024;
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // Refuse a huge body before reading it (declared size), or while reading it (chunked); multipart overhead is small.
  const limit = MAX_UPLOAD_BYTES + 64 * 1024;
  const tooLarge = () => apiError(413, "too_large", t("signup_flow.photo.errors.too_large", { max: maxMb }));
  const form = await readForm(request, { maxBytes: limit });
  if (!form.ok) return tooLarge();
  const file = form.value.get("file");
  if (!(file instanceof File)) return apiError(400, "no_file", t("signup_flow.photo.errors.no_file"));
  try {
    const { image, isMain } = await addProfileImage(
      await getDb(),
      user.profileId,
      new Uint8Array(await file.arrayBuffer()),
      site.cdn_prefix,
    );
    return Response.json({ image, main_image_id: isMain ? image.id : null }, { status: 201 });
  } catch (error) {
    if (!(error instanceof ImageUploadError)) throw error;
    const status = error.problem === "too_large" ? 413 : error.problem === "not_an_image" ? 415 : 400;
    return apiError(status, error.problem, t(`signup_flow.photo.errors.${error.problem}`, { max: maxMb }));
  }
}
