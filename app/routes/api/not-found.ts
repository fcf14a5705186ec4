import { apiError } from "#app/.server/api.server.ts";
import type { Route } from "./+types/not-found";

function notFound(request: Request) {
  return apiError(404, "not_found", `No API endpoint at ${new URL(request.url).pathname}`);
}

export const loader = ({ request }: Route.LoaderArgs) => notFound(request);
export const action = ({ request }: Route.ActionArgs) => notFound(request);
