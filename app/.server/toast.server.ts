import { redirect } from "react-router";
import { ToastSchema, type Toast, type ToastInput } from "#app/toast.ts";

const TOAST_COOKIE = "toast";

/** Flash toasts travel in a short-lived cookie across one redirect, as in the Epic Stack. */
export function toastCookie(toast: ToastInput): string {
  const value = Buffer.from(JSON.stringify(ToastSchema.parse(toast))).toString("base64url");
  return `${TOAST_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

export function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", toastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** Reads and consumes the flash toast of this request. */
export function readToast(request: Request): { toast: Toast | null; headers: Headers } {
  const headers = new Headers();
  const raw = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TOAST_COOKIE}=`))
    ?.slice(TOAST_COOKIE.length + 1);
  if (!raw) return { toast: null, headers };
  headers.append("Set-Cookie", `${TOAST_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  try {
    const parsed = ToastSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return { toast: parsed.success ? parsed.data : null, headers };
  } catch {
    return { toast: null, headers };
  }
}
