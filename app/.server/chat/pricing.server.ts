import { messagePrice, type MessagePrice } from "#app/billing/message-price.ts";
import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "../accounts/session.server.ts";

export type MessagePricing = MessagePrice & {
  /** The member's credit balance (the ledger's sum, read with the session). */
  balance: number;
};

/** The price per message a member sees beside the composer: exactly what a send debits (app/billing/message-price.ts). */
export function messagePricing(site: Site, user: Pick<SessionUser, "credits">, country: string): MessagePricing {
  return { ...messagePrice(site, country), balance: user.credits };
}
