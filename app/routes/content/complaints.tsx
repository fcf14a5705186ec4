import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requireForm } from "#app/.server/http/body.server.ts";
import { getPublicUser } from "#app/.server/accounts/user.server.ts";
import { contentValues } from "#app/.server/content/company.server.ts";
import { findComplaint, mailComplaint, storeComplaint } from "#app/.server/content/complaints.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { isHoneypotFilled } from "#app/.server/security/honeypot.server.ts";
import { clientAddressKey, consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { COMPLAINT_LIMITS, ComplaintSchema } from "#app/forms/complaint.ts";
import { getI18n, getLanguage } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import { ComplaintsPage } from "#app/components/content/complaints-page.tsx";
import type { Route } from "./+types/complaints";

export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "public" });
  const url = new URL(args.request.url);
  const values = contentValues(site, getLanguage(args.context));
  const reference = url.searchParams.get("received");
  if (reference) {
    // The acknowledgement shows only what the sender already knows: no name, address or text.
    const complaint = await findComplaint(await getDb(), site.id, reference);
    if (complaint) {
      return { values, received: { reference: complaint.reference, category: complaint.category }, defaults: null };
    }
  }
  // "Report this profile" links may name what the complaint is about.
  const concerns = (url.searchParams.get("concerns") ?? "").slice(0, COMPLAINT_LIMITS.concernsMax);
  const publicUser = user ? await getPublicUser(await getDb(), user, site) : null;
  return { values, received: null, defaults: { name: publicUser?.name ?? "", email: user?.email ?? "", concerns } };
}

export async function action(args: Route.ActionArgs) {
  const { site, user } = guard(args, { access: "public" });
  const { request, context } = args;
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: ComplaintSchema });
  if (isHoneypotFilled(formData)) {
    return data(submission.reply({ formErrors: ["content.form.errors.rejected"] }), { status: 400 });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Counted per address and per sender, and only for well-formed complaints, so typos cost nothing.
  const limit = await consumeRateLimit("complaint", `ip:${clientAddressKey(request)}`, `email:${submission.value.email}`);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: ["api.too_many_requests"] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const i18n = getI18n(context);
  const language = getLanguage(context);
  const complaint = await storeComplaint(await getDb(), site, submission.value, { userId: user?.id ?? null, language });
  await mailComplaint(site, complaint, { supportT: i18n.getFixedT(site.language ?? "en"), senderT: i18n.t });
  return redirect(`/complaints?received=${encodeURIComponent(complaint.reference)}`, 303);
}

/** Document responses carry the action's Retry-After (rate limit). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export default function ComplaintsScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <ComplaintsPage {...loaderData} lastResult={actionData as SubmissionResult<string[]> | undefined} />;
}
