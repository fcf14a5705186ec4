import { data, redirect, type RouterContextProvider } from "react-router";
import { canAccessSite, type StaffMember } from "#app/.server/staff/staff-accounts.server.ts";
import type { StaffRole } from "#app/.server/db/schema.ts";
import { staffContext, userContext } from "#app/context.ts";
import { pageNotFound } from "./guard.server.ts";

type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

export function forbidden() {
  return data({ message: "Forbidden: your staff role or sites do not include this." }, { status: 403 });
}

/**
 * The back office's guard (decision 070), in every /admin loader and action:
 * - a staff member who passed both factors, of one of `roles`: returned;
 * - of another role: 403;
 * - no staff session but a member's: 404 (the back office does not exist for members);
 * - nobody: the staff login.
 */
export function requireStaff({ request, context }: GuardArgs, roles: readonly StaffRole[]): StaffMember {
  const session = context.get(staffContext);
  if (!session?.verified) {
    const url = new URL(request.url);
    if (context.get(userContext)) throw pageNotFound(url.pathname);
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!roles.includes(session.staff.role)) throw forbidden();
  return session.staff;
}

/** 403 unless the staff member may act on the site (a member's, a photo's, a pool profile's). */
export function requireSiteAccess(member: StaffMember, siteId: string | null | undefined) {
  if (!canAccessSite(member, siteId)) throw forbidden();
}

/** The login pages: open to anyone without a member session; a member alone gets the 404 every /admin path gives them. */
export function staffLoginGuard({ request, context }: GuardArgs) {
  const session = context.get(staffContext);
  if (!session && context.get(userContext)) throw pageNotFound(new URL(request.url).pathname);
  return session;
}

export const ALL_STAFF: readonly StaffRole[] = ["admin", "moderator", "operator"];
export const MODERATION_STAFF: readonly StaffRole[] = ["admin", "moderator"];
export const ADMINS: readonly StaffRole[] = ["admin"];
export const CONSOLE_STAFF: readonly StaffRole[] = ["admin", "operator"];

/** Where to go after the staff login: a back-office path only (never another site or a member page). */
export function adminRedirectTarget(value: string | null | undefined) {
  return value && /^\/admin(?:[/?][^\s\\]*)?$/.test(value) ? value : "/admin";
}
