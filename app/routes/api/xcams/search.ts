import { z } from "zod";
import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { camTilesFor, seesCamTiles } from "#app/.server/cams/eligibility.server.ts";
import { CamPartnerError, searchCams } from "#app/.server/cams/partner.server.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import { MAX_AGE } from "#app/search/filters.ts";
import type { Route } from "./+types/search";

const age = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z
    .string()
    .regex(/^\d{1,3}$/, { message: "must be a whole number" })
    .transform(Number)
    .pipe(z.number().min(18).max(MAX_AGE))
    .optional(),
);
const CamQuerySchema = z.object({
  gender: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(["male", "female"]).optional()),
  min_age: age,
  max_age: age,
});

/** GET /api/xcams/search.php?gender=&min_age=&max_age= → { cams } for members who see webcam tiles. */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = requireApiUser(args);
  if (!seesCamTiles(camTilesFor(site, user))) return apiError(403, "not_eligible", "Webcam tiles are not shown to this member.");
  const params = new URL(args.request.url).searchParams;
  const parsed = CamQuerySchema.safeParse({
    gender: params.get("gender"),
    min_age: params.get("min_age"),
    max_age: params.get("max_age"),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return apiError(400, "invalid_parameter", `${String(issue.path[0])}: ${issue.message}`);
  }
  const { min_age, max_age } = parsed.data;
  if (min_age !== undefined && max_age !== undefined && min_age > max_age) {
    return apiError(400, "invalid_parameter", "min_age: must not be above max_age");
  }
  try {
    return await searchCams(site, parsed.data, args.request.signal);
  } catch (error) {
    if (error instanceof CamPartnerError) return apiError(502, "partner_unavailable", error.message);
    throw error;
  }
}

/** Read-only endpoint: other methods get a JSON 405. */
export const action = () => methodNotAllowed(["GET"]);
