import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { clientIp, consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { audit } from "#app/.server/staff/audit.server.ts";
import { completeStaffLogin, readStaffToken, staffCookie } from "#app/.server/staff/staff-session.server.ts";
import { otpauthUri } from "#app/.server/staff/totp.server.ts";
import { ActionResult, Panel, TextField } from "#app/components/admin/admin-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import { adminRedirectTarget, staffLoginGuard } from "#app/routing/staff-guard.server.ts";
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
  const navigation = useNavigation();
  const { enrol } = loaderData;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-xl font-semibold">Authenticator code</h1>
      <ActionResult result={actionData} />
      {enrol ? (
        <Panel title="Set up your authenticator">
          <p className="text-sm">
            Add this account to an authenticator app (TOTP, 6 digits, 30 seconds), then enter the code it shows. Every later login asks for
            a code.
          </p>
          <p className="mt-2 text-sm">
            Secret:{" "}
            <code data-slot="totp-secret" className="break-all font-mono">
              {enrol.secret}
            </code>
          </p>
          <p className="mt-2 text-xs break-all">
            <a href={enrol.uri} className="underline">
              {enrol.uri}
            </a>
          </p>
        </Panel>
      ) : null}
      <Panel>
        <Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <p className="text-sm text-neutral-600">{loaderData.email}</p>
          <TextField name="code" label="6-digit code" required autoComplete="one-time-code" inputMode="numeric" />
          <Button type="submit" loading={navigation.state === "submitting"}>
            Log in
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
