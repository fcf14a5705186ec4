import { demoAccountsOn } from "#app/site/sites.server.ts";
import type { Site } from "#app/site/registry.ts";

/** The demo members' published password and addresses (README): seeded on demo sites in demo mode (decision 063). */
export const DEMO_PASSWORD = "demo-password";
export const DEMO_MEMBERS = ["paid@example.com", "free@example.com"] as const;

/**
 * Whether an address is a demo member's that may not log in on this site: outside demo mode a demo member left in the
 * database (a demo site's file edited into a real brand) must not open with the published password.
 */
export function isBarredDemoMember(site: Pick<Site, "allHosts">, email: string): boolean {
  return (DEMO_MEMBERS as readonly string[]).includes(email.trim().toLowerCase()) && !demoAccountsOn(site);
}
