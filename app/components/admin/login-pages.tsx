import { Form, useNavigation } from "react-router";
import { ActionResult, Panel, TextField, type AdminActionResult } from "#app/components/admin/admin-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";

export type StaffLoginPageProps = {
  /** Where the login continues to (a back-office path). */
  redirectTo: string;
  result?: AdminActionResult;
};

export type StaffCodePageProps = {
  redirectTo: string;
  /** The staff member's e-mail address, as a reminder of whose code is asked. */
  email: string;
  /** On the first login: the new authenticator secret and its otpauth URI. */
  enrol: { secret: string; uri: string } | null;
  result?: AdminActionResult;
};

/** The first login factor: e-mail and password. */
export function StaffLoginPage({ redirectTo, result }: StaffLoginPageProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto flex max-w-sm flex-col gap-4">
      <h1 className="text-xl font-semibold">Staff login</h1>
      <ActionResult result={result} />
      <Panel>
        <Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField name="email" label="E-mail" type="email" required autoComplete="username" />
          <TextField name="password" label="Password" type="password" required autoComplete="current-password" />
          <Button type="submit" loading={navigation.state === "submitting"}>
            Continue
          </Button>
        </Form>
      </Panel>
    </div>
  );
}

/** The second login factor: the authenticator code, after setting the authenticator up on the first login. */
export function StaffCodePage({ redirectTo, email, enrol, result }: StaffCodePageProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-xl font-semibold">Authenticator code</h1>
      <ActionResult result={result} />
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
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <p className="text-sm text-neutral-600">{email}</p>
          <TextField name="code" label="6-digit code" required autoComplete="one-time-code" inputMode="numeric" />
          <Button type="submit" loading={navigation.state === "submitting"}>
            Log in
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
