import { apiError } from "#app/.server/api.server.ts";
import { clientMessages } from "#app/i18n/resources.ts";
import { messagesVersion } from "#app/i18n/version.server.ts";
import { isLanguage } from "#app/site/locales.ts";
import type { Route } from "./+types/locales";

/**
 * GET /locales/{lng}.json?v={version} → { [lng]: messages the browser uses } (language switching). Cached 24 hours when
 * the version matches the current messages; otherwise `no-cache`, so a stale
 * or unversioned URL is always revalidated.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const language = params.file.replace(/\.json$/, "");
  if (!params.file.endsWith(".json") || !isLanguage(language)) {
    return apiError(404, "unknown_locale", `No messages for "${params.file}"`);
  }
  const cacheable = new URL(request.url).searchParams.get("v") === messagesVersion;
  return Response.json(
    { [language]: clientMessages[language] },
    { headers: { "Cache-Control": cacheable ? "public, max-age=86400" : "no-cache" } },
  );
}
