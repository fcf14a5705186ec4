import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { landerVisits } from "../db/schema.ts";
import { logError } from "../logging/log.server.ts";
import { trafficSourceOf } from "./traffic-source.server.ts";

/**
 * Counts one lander visit for the figures page (decision 091): the UTC day's row of the site and the visit's traffic
 * source (`''` when untracked) goes up by one. A failure is logged and never fails the lander.
 *
 * Only visits the app renders are counted: an untracked visit answered from the shared page cache (decision 026)
 * never reaches the loader. Tracked visits (keys in the URL or the tracking cookie) are never shared, so every one
 * of those counts; the untracked figure is a lower bound.
 */
export async function countLanderVisit(db: Database, siteId: string, request: Request, now = new Date()): Promise<void> {
  const source = trafficSourceOf(request) ?? "";
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
