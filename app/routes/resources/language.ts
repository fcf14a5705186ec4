import { redirect } from "react-router";
import { requireForm } from "#app/.server/http/body.server.ts";
import { apiError } from "#app/.server/api.server.ts";
import { languageCookieHeader } from "#app/i18n/pick-language.ts";
import { isSecureRequest, safeRedirectPath } from "#app/routing/request.server.ts";
import { isLanguage } from "#app/site/locales.ts";
import type { Route } from "./+types/language";

/** The language switcher: stores the choice in `i18n_redirected` and returns to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await requireForm(request);
  const language = form.get("language");
  if (!isLanguage(language)) return apiError(400, "unknown_language", "Choose one of en, nl, de, it, fr, es, pl.");
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": languageCookieHeader(language, isSecureRequest(request)) },
  });
}
