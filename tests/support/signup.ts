import { createHash } from "node:crypto";
import { appRequest, BROWSER_UA, cookiesFrom } from "./app.ts";

let ipCounter = 0;
/** Each sign-up its own client address, so the per-IP sign-up limit does not interfere. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The browser's csrf value of docs/product/api.md#user: SHA-512 hex of the lowercased e-mail plus the user agent. */
export function signupCsrf(email: string, userAgent = BROWSER_UA) {
  return createHash("sha512").update(`${email.trim().toLowerCase()}${userAgent}`).digest("hex");
}

/** The body the sign-up form posts for an address and its e-mail check token, with the given fields over the defaults. */
export function signupBody(email: string, token: string, fields: Record<string, unknown> = {}) {
  return {
    email,
    firstname: "Nina",
    password: "long enough password",
    trafficsource: null,
    timezone: "UTC",
    country: null,
    language: "en",
    profile: null,
    form_path: "/signup",
    referrer: null,
    csrf: signupCsrf(email),
    token,
    n: BROWSER_UA,
    ...fields,
  };
}

/** A sign-up as the form sends it (`POST /api/user.php?new=1` after the e-mail check), with the given fields. */
export async function signUpThroughApi(
  fields: Record<string, unknown> = {},
  { host = "classic.localhost", cookie }: { host?: string; cookie?: string } = {},
) {
  const email = String(fields.email ?? `new${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`);
  const check = (await (
    await appRequest(`/api/validate_email.php?email=${encodeURIComponent(email)}`, { host, headers: { "x-client-ip": freshIp() } })
  ).json()) as {
    token: string;
  };
  const response = await appRequest("/api/user.php?new=1", {
    host,
    cookie,
    method: "POST",
    headers: { "Content-Type": "application/json", "x-client-ip": freshIp() },
    body: JSON.stringify(signupBody(email, check.token, fields)),
  });
  return { response, email, cookie: [cookie, cookiesFrom(response)].filter(Boolean).join("; ") };
}
