import { data, redirect } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { clientIp, consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { audit } from "#app/.server/staff/audit.server.ts";
import { completeStaffLogin, readStaffToken, staffCookie } from "#app/.server/staff/staff-session.server.ts";
import { otpauthUri } from "#app/.server/staff/totp.server.ts";
import { parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import { adminRedirectTarget, staffLoginGuard } from "#app/routing/staff-guard.server.ts";
import { StaffCodePage } from "#app/components/admin/login-pages.tsx";
import type { Route } from "./+types/login-code";

/** Second factor: the TOTP code; on the first login, the secret to add to an authenticator app first. */
export function loader(args: Route.LoaderArgs) {
  const session = staffLoginGuard(args);
  const redirectTo = adminRedirectTarget(new URL(args.request.url).searchParams.get("redirectTo"));
  if (!session) throw redirect(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  if (session.verified) throw redirect(redirectTo);
  const enrol = session.totp.enrolled
    ? null
    : { secret: session.totp.secret, uri: otpauthUri(session.totp.secret, session.staff.email, "Back office") };
  return { redirectTo, enrol, email: session.staff.email };
}

const CodeSchema = z.object({ code: z.string().trim().min(1).max(20), redirectTo: z.string().max(500).optional() });

export async function action(args: Route.ActionArgs) {
  const session = staffLoginGuard(args);
  const { request } = args;
  if (!session || session.verified) throw redirect("/admin/login");
  const input = parseAdminForm(await readAdminForm(request), CodeSchema);
  const limit = await consumeRateLimit("staffLogin", `code|${session.staff.id}|${clientIp(request)}`);
  if (!limit.allowed) return data({ error: "Too many codes tried. Log in again later." }, { status: 429 });
  const token = readStaffToken(request.headers.get("cookie"))!;
  const db = await getDb();
  const result = await completeStaffLogin(db, token, input.code);
  if (!result) return data({ error: "That code is not right (or was used already). Enter the current one." }, { status: 400 });
  await audit(db, result.staff, "staff.login", { details: { ip: clientIp(request) } });
  return redirect(adminRedirectTarget(input.redirectTo), {
    headers: { "Set-Cookie": staffCookie(result.token, result.expiresAt, isSecureRequest(request)) },
  });
}

export default function AdminLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffCodePage {...loaderData} result={actionData} />;
}
