import { eq } from "drizzle-orm";
import { balanceOf } from "#app/.server/credits/ledger.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { orders, testPayments } from "#app/.server/db/schema.ts";
import { appRequest } from "./app.ts";

/** Posts a checkout form the way the browser does and answers the order and its test payment id. */
export async function checkout(cookie: string, path: string, form: Record<string, string> = {}, host = "classic.localhost") {
  const response = await appRequest(path, { method: "POST", cookie, host, body: new URLSearchParams(form) });
  const location = response.headers.get("location") ?? "";
  const paymentId = /\/payments\/test\/(tst_[\w-]+)/.exec(location)?.[1] ?? null;
  const db = await getDb();
  const [order] = paymentId ? await db.select().from(orders).where(eq(orders.providerPaymentId, paymentId)) : [];
  return { response, location, paymentId, order: order ?? null };
}

/** The test provider's checkout page: choose an outcome (paid, failed, canceled, expired) or a refund/chargeback. */
export function chooseOnTestCheckout(paymentId: string, intent: string, host = "classic.localhost") {
  return appRequest(`/payments/test/${paymentId}`, { method: "POST", host, body: new URLSearchParams({ intent }) });
}

/** What a provider posts to the webhook: only the payment id. */
export function postWebhook(paymentId: string, { provider = "test", host = "classic.localhost" } = {}) {
  return appRequest(`/api/payments/webhook.php?provider=${provider}`, {
    method: "POST",
    host,
    headers: { Origin: "", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ id: paymentId }),
  });
}

/** Sets the test provider's side of a payment without notifying the app (a webhook still to come). */
export async function setTestPayment(paymentId: string, values: Partial<typeof testPayments.$inferInsert>) {
  await (await getDb()).update(testPayments).set(values).where(eq(testPayments.id, paymentId));
}

export async function orderById(id: number) {
  const [order] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return order!;
}

export async function balance(userId: number) {
  return balanceOf(await getDb(), userId);
}
