import { data, redirect } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { clientIp, consumeRateLimit, mostRestrictive, resetRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { audit } from "#app/.server/staff/audit.server.ts";
import { verifyStaffPassword } from "#app/.server/staff/staff-accounts.server.ts";
import { readStaffToken, staffCookie, startPendingStaffSession } from "#app/.server/staff/staff-session.server.ts";
import { parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import { adminRedirectTarget, staffLoginGuard } from "#app/routing/staff-guard.server.ts";
import { StaffLoginPage } from "#app/components/admin/login-pages.tsx";
import type { Route } from "./+types/login";

export function loader(args: Route.LoaderArgs) {
  const session = staffLoginGuard(args);
  const redirectTo = adminRedirectTarget(new URL(args.request.url).searchParams.get("redirectTo"));
  if (session?.verified) throw redirect(redirectTo);
  return { redirectTo };
}

const LoginSchema = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(1024),
  redirectTo: z.string().max(500).optional(),
});

/** First factor: e-mail and password. The session it starts only lets its holder give the TOTP code. */
export async function action(args: Route.ActionArgs) {
  staffLoginGuard(args);
  const { request } = args;
  const input = parseAdminForm(await readAdminForm(request), LoginSchema);
  const ip = clientIp(request);
  const accountKey = `${input.email.toLowerCase()}|${ip}`;
  const limit = mostRestrictive(await consumeRateLimit("staffLoginIp", ip), await consumeRateLimit("staffLogin", accountKey));
  if (!limit.allowed) {
    return data({ error: `Too many attempts. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.` }, { status: 429 });
  }
  const db = await getDb();
  const staffId = await verifyStaffPassword(db, input.email, input.password);
  if (!staffId) {
    await audit(db, null, "staff.login_failed", { details: { email: input.email.slice(0, 254), ip } });
    return data({ error: "That e-mail and password do not match a staff account." }, { status: 400 });
  }
  await resetRateLimit("staffLogin", accountKey);
  await audit(db, { id: staffId, email: input.email }, "staff.login_password", { details: { ip } });
  const { token, expiresAt } = await startPendingStaffSession(db, staffId, readStaffToken(request.headers.get("cookie")));
  const next = `/admin/login/code?redirectTo=${encodeURIComponent(adminRedirectTarget(input.redirectTo))}`;
  return redirect(next, { headers: { "Set-Cookie": staffCookie(token, expiresAt, isSecureRequest(request)) } });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffLoginPage redirectTo={loaderData.redirectTo} result={actionData} />;
}
