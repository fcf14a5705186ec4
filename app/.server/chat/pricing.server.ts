import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import type { Database } from "../db/client.server.ts";

export type MessagePricing = {
  /** Credits one message costs (site setting `message_credits`). */
  credits: number;
  /** The site's minimum message cost for the member's country (minor units), when it sets one. */
  price: { costs: number; currency: string } | null;
  /** The member's credit balance (the ledger's sum, read with the session). */
  balance: number;
};

/** The price per message a member sees beside the composer (issue 12 item 4). */
export async function messagePricing(
  _db: Database,
  site: Site,
  user: Pick<SessionUser, "credits">,
  country: string | null,
): Promise<MessagePricing> {
  const price = country ? (site.minimum_message_costs[country] ?? null) : null;
  return { credits: site.message_credits, price, balance: user.credits };
}
