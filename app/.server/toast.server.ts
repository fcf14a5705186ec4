import { createCookie, redirect } from "react-router";
import { ToastSchema, type Toast, type ToastInput } from "#app/toast.ts";
import { signingSecret } from "./accounts/signing.server.ts";

/**
 * Flash toasts travel in a short-lived cookie across one redirect, as in the Epic
 * Stack. The cookie is signed with the server's secret (React Router's
 * `createCookie`), so no other site or script can plant a message in our UI.
 */
let cookie: ReturnType<typeof createCookie> | undefined;
function toastCookieJar() {
  cookie ??= createCookie("toast", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60, secrets: [signingSecret()] });
  return cookie;
}

export async function toastCookie(toast: ToastInput): Promise<string> {
  return toastCookieJar().serialize(ToastSchema.parse(toast));
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** Reads and consumes the flash toast of this request; an unsigned or tampered cookie is no toast. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader || !/(?:^|;\s*)toast=/.test(cookieHeader)) return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookieJar().serialize("", { maxAge: 0 }));
  try {
    const parsed = ToastSchema.safeParse(await toastCookieJar().parse(cookieHeader));
    return { toast: parsed.success ? parsed.data : null, headers };
  } catch {
    return { toast: null, headers };
  }
}
