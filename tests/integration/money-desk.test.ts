import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { debitCredits } from "#app/.server/credits/ledger.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { auditLog, creditEntries, orderRefunds, users } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { balance, checkout, chooseOnTestCheckout, orderById, postWebhook } from "#tests/support/payments.ts";
import { auditCount, createStaffMember, formPost } from "#tests/support/staff.ts";

/** Classic's package 2: 125 credits + 10 bonus; a first purchase in GB costs £22.49 (welcome code). */
const PACKAGE = { id: 2, credits: 135, firstGbp: 2249 };

let admin: Awaited<ReturnType<typeof createStaffMember>>;
beforeAll(async () => {
  admin = await createStaffMember("admin", "all");
});

async function paidOrder(credits = 0) {
  const member = await createLoggedInMember({ credits });
  const { paymentId, order } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`);
  expect((await chooseOnTestCheckout(paymentId!, "paid")).status).toBe(302);
  return { member, paymentId: paymentId!, order: order! };
}

const refund = (userId: number, orderId: number, cookie = admin.cookie) =>
  appRequest(`/admin/members/${userId}/money`, formPost({ intent: "refund", orderId: String(orderId) }, cookie));

describe("the money desk: a member's orders and credit transactions", () => {
  it("lists the member's orders and ledger entries with the balance", async () => {
    const { member, order } = await paidOrder(7);
    const html = await (await appRequest(`/admin/members/${member.userId}/money`, { cookie: admin.cookie })).text();
    expect(html).toContain(`data-order="${order.id}"`);
    expect(html).toContain(`data-balance="${7 + PACKAGE.credits}"`);
    expect(html).toContain('data-entry-kind="purchase"');
    expect(html).toContain('data-entry-kind="bonus"');
    expect(html).toContain("Refund");
  });
});

describe("a staff refund through the provider", () => {
  it("refunds at the provider and reverses the ledger as a chargeback does, audited", async () => {
    const { member, paymentId, order } = await paidOrder(5);
    expect(await balance(member.userId)).toBe(5 + PACKAGE.credits);
    const auditsBefore = await auditCount("order.refund");

    const response = await refund(member.userId, order.id);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Order ${order.id} refunded: 22.49 GBP; ${PACKAGE.credits} credits taken back`);

    expect(await balance(member.userId)).toBe(5);
    expect(await orderById(order.id)).toMatchObject({ status: "paid", refundedAmount: PACKAGE.firstGbp, chargedBackAmount: 0 });
    const db = await getDb();
    const reversals = await db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.orderId, order.id), eq(creditEntries.kind, "refund")));
    expect(reversals).toHaveLength(1);
    expect(reversals[0]).toMatchObject({ amount: -PACKAGE.credits, shortfall: 0 });
    // The provider's side holds the refund, and its notification afterwards changes nothing.
    const [claim] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(claim).toMatchObject({ status: "done", amount: PACKAGE.firstGbp, staffId: admin.id });
    expect(claim!.providerRefundId).toMatch(/^re_/);
    expect((await postWebhook(paymentId)).status).toBe(200);
    expect(await balance(member.userId)).toBe(5);

    expect(await auditCount("order.refund")).toBe(auditsBefore + 1);
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.refund"), eq(auditLog.userId, member.userId)));
    expect(row).toMatchObject({ staffId: admin.id, siteId: "classic" });
    expect(row!.details).toMatchObject({ orderId: order.id, amount: PACKAGE.firstGbp, currency: "GBP", creditsReversed: PACKAGE.credits });
  });

  it("takes back what is left when credits were spent, recording the shortfall", async () => {
    const { member, order } = await paidOrder();
    const db = await getDb();
    await db.transaction((tx) => debitCredits(tx, { userId: member.userId, amount: 100, kind: "message", reference: "message:x" }));
    const response = await refund(member.userId, order.id);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("100 were spent already");
    expect(await balance(member.userId)).toBe(0);
  });

  it("is refused a second time with a clear message, and five at once refund once", async () => {
    const { member, order } = await paidOrder(3);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(member.userId, order.id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const refused = await Promise.all(answers.filter((answer) => answer.status === 409).map((answer) => answer.text()));
    for (const text of refused) expect(text).toMatch(new RegExp(`(refunded already|under way already)`));
    expect(await balance(member.userId)).toBe(3);
    const db = await getDb();
    const reversals = await db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.orderId, order.id), eq(creditEntries.kind, "refund")));
    expect(reversals).toHaveLength(1);
    expect(await orderById(order.id)).toMatchObject({ refundedAmount: PACKAGE.firstGbp });

    const again = await refund(member.userId, order.id);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`Order ${order.id} is refunded already.`);
  });

  it("revokes the premium time a refunded premium order bought", async () => {
    const member = await createLoggedInMember();
    const { paymentId, order } = await checkout(member.cookie, "/premium", { plan: "2", method: "creditcard" });
    await chooseOnTestCheckout(paymentId!, "paid");
    const db = await getDb();
    const premiumUntil = async () =>
      (await db.select({ premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, member.userId)))[0]!.premiumUntil;
    expect((await premiumUntil())!.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect((await refund(member.userId, order!.id)).status).toBe(200);
    expect((await premiumUntil())!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("refuses an order that is not paid, and another member's order", async () => {
    const member = await createLoggedInMember();
    const { order: pending } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`);
    const notPaid = await refund(member.userId, pending!.id);
    expect(notPaid.status).toBe(409);
    expect(await notPaid.text()).toContain("not paid");

    const { order: theirs } = await paidOrder();
    const wrongMember = await refund(member.userId, theirs.id);
    expect(wrongMember.status).toBe(404);
    expect(await orderById(theirs.id)).toMatchObject({ refundedAmount: 0 });
  });

  it("bad input is a 400, not a 500", async () => {
    const { member } = await paidOrder();
    for (const orderId of ["", "abc", "-1", "99999999999"]) {
      const response = await appRequest(`/admin/members/${member.userId}/money`, formPost({ intent: "refund", orderId }, admin.cookie));
      expect(response.status, orderId).toBe(400);
    }
  });

  it("only admins of the member's site may refund: moderators and admins of another site get 403, nothing moves", async () => {
    const { member, order } = await paidOrder();
    const moderator = await createStaffMember("moderator", ["classic"]);
    const operator = await createStaffMember("operator", ["classic"]);
    const otherAdmin = await createStaffMember("admin", ["lavish"]);
    for (const staff of [moderator, operator, otherAdmin]) {
      expect((await refund(member.userId, order.id, staff.cookie)).status).toBe(403);
      expect((await appRequest(`/admin/members/${member.userId}/money`, { cookie: staff.cookie })).status).toBe(403);
    }
    expect((await refund(member.userId, order.id, member.cookie)).status).toBe(404);
    expect(await balance(member.userId)).toBe(PACKAGE.credits);
    expect(await orderById(order.id)).toMatchObject({ refundedAmount: 0 });
  });
});
