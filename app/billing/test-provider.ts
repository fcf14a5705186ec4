/** What the built-in test provider's checkout page lets the payer choose (shared by its page and its server side). */
export const TEST_OUTCOMES = ["paid", "failed", "canceled", "expired"] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];
