import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { landerVisits } from "../db/schema.ts";
import { logError } from "../logging/log.server.ts";
import { trafficSourceOf } from "./traffic-source.server.ts";

/**
 * Counts one lander visit with a traffic source for the figures page (decision 091): the UTC day's row of the site
 * and source goes up by one. A failure is logged and never fails the lander.
 *
 * Untracked visits are not counted: their page is shared (the app's micro-cache, a CDN; decision 026), so most never
 * reach this code and a count would be meaningless, and an anonymous lander costs no query at all. A tracked visit
 * (keys in the URL or the tracking cookie) is never shared, so every one of those is rendered here and counted.
 */
export async function countLanderVisit(db: Database, siteId: string, request: Request, now = new Date()): Promise<void> {
  const source = trafficSourceOf(request);
  if (!source) return;
  try {
    await db
      .insert(landerVisits)
      .values({ day: now.toISOString().slice(0, 10), siteId, source, visits: 1 })
      .onConflictDoUpdate({
        target: [landerVisits.day, landerVisits.siteId, landerVisits.source],
        set: { visits: sql`${landerVisits.visits} + 1` },
      });
  } catch (error) {
    logError("a lander visit could not be counted", error);
  }
}
