import { createContext } from "react-router";
import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "#app/.server/accounts/session.server.ts";

/** The site this request is for, set once by the site middleware from the Host header. */
export const siteContext = createContext<Site>();

/** The logged-in member, or null; set by the session middleware. */
export const userContext = createContext<SessionUser | null>(null);
