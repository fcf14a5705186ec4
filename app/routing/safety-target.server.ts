import { data } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { safetyTarget } from "#app/.server/safety/member-target.server.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard, positiveIntParams } from "./guard.server.ts";

/**
 * The guard of the block and report pages (`/members/{memberId}/block|report`): a logged-in member, and a profile
 * they can see that is not their own. Anything else (another brand's member, hidden, already blocked either way)
 * does not exist here: 404.
 */
export async function requireSafetyTarget(args: Parameters<typeof guard>[0]) {
  const { site, user } = guard(args, { access: "required", isValid: positiveIntParams("memberId") });
  const db = await getDb();
  const target = await safetyTarget(db, site, user, Number(args.params.memberId));
  if (!target) throw data({ message: getI18n(args.context).t("safety.errors.not_found") }, { status: 404 });
  return { db, site, user, target };
}
