import { redirect } from "react-router";
import { z } from "zod";
import { TOAST_AUTO_HIDE_MS, type Toast, type ToastInput } from "#app/toast.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import { COOKIES, cookieNames, signedCookieJar } from "./http/cookies.server.ts";

/** What a flash cookie may hold; anything else is no toast. */
export const ToastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(["info", "success", "warning", "danger"]).default("info"),
  title: z.string().optional(),
  description: z.string(),
  autoHide: z.union([z.number().int().positive(), z.literal(false)]).default(TOAST_AUTO_HIDE_MS),
}) satisfies z.ZodType<Toast, ToastInput>;

/**
 * Flash toasts travel in a short-lived cookie across one redirect, as in the Epic
 * Stack. The cookie is signed with the server's secret, so no other site or script
 * can plant a message in our UI.
 */
function toastCookieJar() {
  return signedCookieJar(COOKIES.toast);
}

/** `Set-Cookie` for a toast; `Secure` over HTTPS, like the session cookie (it may name the member). */
export async function toastCookie(toast: ToastInput, secure: boolean): Promise<string> {
  return (await toastCookieJar()).serialize(ToastSchema.parse(toast), { secure });
}

/** A redirect that shows a toast on the next page. */
export async function redirectWithToast(request: Request, url: string, toast: ToastInput, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast, isSecureRequest(request)));
  return redirect(url, { ...init, headers });
}

/** Reads and consumes the flash toast of this request; an unsigned or tampered cookie is no toast. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if (!cookieNames(cookieHeader).includes(COOKIES.toast.name)) return { toast: null, headers };
  headers.append("Set-Cookie", await (await toastCookieJar()).serialize("", { maxAge: 0 }));
  try {
    const parsed = ToastSchema.safeParse(await (await toastCookieJar()).parse(cookieHeader));
    return { toast: parsed.success ? parsed.data : null, headers };
  } catch {
    return { toast: null, headers };
  }
}
