import { createContext } from "react-router";
import type { Site } from "#app/site/registry.ts";
import type { StaffSession } from "#app/.server/staff/staff-session.server.ts";
import type { SessionUser } from "#app/.server/accounts/session.server.ts";

/** The site this request is for, set once by the site middleware from the Host header. */
export const siteContext = createContext<Site>();

/** The logged-in member, or null; set by the session middleware. */
export const userContext = createContext<SessionUser | null>(null);

/** The staff member of the back office's `__staff` cookie (decision 070), or null; set by the admin layout's middleware. */
export const staffContext = createContext<StaffSession | null>(null);
