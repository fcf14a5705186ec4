import { and, eq, sql } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { users } from "../db/schema.ts";
import { signStamp, verifyStamp } from "./signing.server.ts";

/** new: free to sign up; active / not_confirmed: an account exists (log in); deleted: ask customer service. */
export type EmailStatus = "new" | "active" | "not_confirmed" | "deleted";

export type EmailCheckResult = { token: string; status: EmailStatus; email: string; request_email: string };

const TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
const PURPOSE = "email-check";

function tokenPayload(siteId: string, email: string) {
  return `${siteId}\n${email.trim().toLowerCase()}`;
}

/** What an address means on this site, with a token the sign-up must bring back for the same address. */
export async function checkEmail(db: Database, site: Site, requestEmail: string): Promise<EmailCheckResult> {
  const email = requestEmail.trim().toLowerCase();
  const [account] = await db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.siteId, site.id), eq(sql`lower(${users.email})`, email)))
    .limit(1);
  return {
    token: await signStamp(PURPOSE, tokenPayload(site.id, email), TOKEN_TTL_MS),
    // A banned account answers as a closed one does: the sign-up sends the person to customer service.
    status: account?.status === "banned" ? "deleted" : (account?.status ?? "new"),
    email,
    request_email: requestEmail,
  };
}

export async function verifyEmailCheckToken(site: Site, email: string, token: unknown): Promise<boolean> {
  return verifyStamp(PURPOSE, tokenPayload(site.id, email), token);
}
