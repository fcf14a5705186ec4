import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { contentValues } from "#app/.server/content/company.server.ts";
import { mailContactRequest, storeContactRequest } from "#app/.server/content/contact.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { requireForm } from "#app/.server/http/body.server.ts";
import { isHoneypotFilled } from "#app/.server/security/honeypot.server.ts";
import { clientAddressKey, consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { redirectWithToast } from "#app/.server/toast.server.ts";
import { ServiceScreen } from "#app/components/content/service-page.tsx";
import { ContactSchema } from "#app/forms/contact.ts";
import { getFictionalPlural, getI18n, getLanguage } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/service";
import { CONTENT_PAGES } from "./page.tsx";

/**
 * /pages/service, the customer-service page with its contact form. A route of its own (not a
 * slug of pages/:page) so the form's code (Conform, Zod) loads only here, not with the legal
 * pages.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: CONTENT_PAGES.service.access });
  return {
    values: { ...contentValues(site, getLanguage(args.context)), fictional_plural: getFictionalPlural(args.context) },
    memberEmail: user.email,
    title: CONTENT_PAGES.service.title,
  };
}

/** The customer-service contact form: stored, mailed to support, confirmed with a toast. */
export async function action(args: Route.ActionArgs) {
  const { site, user } = guard(args, { access: "required" });
  const { request, context } = args;
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (isHoneypotFilled(formData)) {
    return data(submission.reply({ formErrors: ["content.form.errors.rejected"] }), { status: 400 });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const limit = await consumeRateLimit("contact", `ip:${clientAddressKey(request)}`, `user:${user.id}`);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: ["api.too_many_requests"] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const i18n = getI18n(context);
  const db = await getDb();
  const stored = await storeContactRequest(db, site, user, submission.value, getLanguage(context));
  await mailContactRequest(site, stored, i18n.getFixedT(site.language ?? "en"));
  return redirectWithToast(request, "/pages/service", {
    type: "success",
    description: i18n.t("content.service.form.sent", { reference: stored.reference }),
  });
}

/** Document responses carry the action's Retry-After (rate limit). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export default function ServiceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ServiceScreen {...loaderData} lastResult={actionData as SubmissionResult<string[]> | undefined} />;
}
