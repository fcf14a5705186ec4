import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { creditEntries, orders, profiles } from "#app/.server/db/schema.ts";
import { messagePrice } from "#app/billing/message-price.ts";
import { isDemoSite } from "#app/site/registry.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, type LoggedInMember } from "#tests/support/factories.ts";
import { balance, checkout, chooseOnTestCheckout } from "#tests/support/payments.ts";

/**
 * Money rules (docs/decisions/057-message-price-rule.md, 058-charge-country-and-who-may-pay.md,
 * 059-one-per-member-discounts.md): a discount a member may use once is given once however many orders are opened at
 * the same time; the price of a message shown is the price debited; unconfirmed accounts neither pay nor write.
 */

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json", ...headers },
});

async function startDeletion(member: LoggedInMember) {
  const response = await appRequest("/offers/stay", {
    method: "POST",
    cookie: member.cookie,
    body: new URLSearchParams({ intent: "start" }),
  });
  expect(response.status).toBe(200);
}

async function claimOffer(member: LoggedInMember) {
  return appRequest("/offers/stay", { method: "POST", cookie: member.cookie, body: new URLSearchParams() });
}

async function ordersOf(userId: number) {
  return (await getDb()).select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
}

/** Opens `count` checkouts of package 2 at once, then pays every order that was opened. */
async function openAndPayInParallel(member: LoggedInMember, count: number, form: Record<string, string> = {}) {
  const results = await Promise.all(Array.from({ length: count }, () => checkout(member.cookie, "/credits/2/creditcard", form)));
  for (const { paymentId } of results) if (paymentId) expect((await chooseOnTestCheckout(paymentId, "paid")).status).toBeLessThan(400);
  return results;
}

describe("the deletion offer", () => {
  it("is refused to a member who has not started a deletion, on the page and on the claim", async () => {
    const member = await createLoggedInMember();
    expect((await appRequest("/offers/stay", { cookie: member.cookie })).status).toBe(404);
    expect((await claimOffer(member)).status).toBe(404);
    const { order } = await checkout(member.cookie, "/credits/2/creditcard");
    // No time bonus came of it (the welcome code applies to a first order; the offer's 50 % does not).
    expect(order!.discountCode).not.toBe("time_bonus");
    expect(order!.discountPercent).not.toBe(50);
  });

  it("10 orders opened at once with it, all paid: exactly one is discounted", async () => {
    const member = await createLoggedInMember();
    // A first paid purchase, so the welcome code is out of the way.
    const first = await checkout(member.cookie, "/credits/1/creditcard");
    await chooseOnTestCheckout(first.paymentId!, "paid");
    await startDeletion(member);
    expect((await claimOffer(member)).status).toBe(302);

    const results = await openAndPayInParallel(member, 10);
    expect(results.every((result) => result.paymentId)).toBe(true);
    const paid = (await ordersOf(member.userId)).filter((order) => order.id !== first.order!.id);
    expect(paid).toHaveLength(10);
    expect(paid.every((order) => order.status === "paid")).toBe(true);
    expect(paid.filter((order) => order.discountPercent > 0)).toHaveLength(1);
    expect(paid.filter((order) => order.discountPercent > 0)[0]).toMatchObject({ discountPercent: 50, discountCode: "time_bonus" });
    // Every order's credits arrived: 50 from the first, then 10 × 135.
    expect(await balance(member.userId)).toBe(50 + 10 * 135);
  });

  it("is held by one open order and comes back when that order fails", async () => {
    const member = await createLoggedInMember();
    const first = await checkout(member.cookie, "/credits/1/creditcard");
    await chooseOnTestCheckout(first.paymentId!, "paid");
    await startDeletion(member);
    await claimOffer(member);

    const held = await checkout(member.cookie, "/credits/2/creditcard");
    expect(held.order).toMatchObject({ discountPercent: 50, discountHold: "time_bonus" });
    // While it is open, a second order pays the list price; the welcome offer API shows no time bonus.
    const second = await checkout(member.cookie, "/credits/2/creditcard");
    expect(second.order).toMatchObject({ discountPercent: 0, discountHold: null });
    const offers = (await (await appRequest("/api/discountcode.php?welcome=true", { cookie: member.cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(offers).toMatchObject({ time_bonus: null, active: null });

    await chooseOnTestCheckout(held.paymentId!, "failed");
    const third = await checkout(member.cookie, "/credits/2/creditcard");
    expect(third.order).toMatchObject({ discountPercent: 50, discountHold: "time_bonus" });
  });
});

describe("the welcome code is for a first purchase only", () => {
  it("typed by hand after a paid order it is refused, on the screen and by GET /api/discountcode.php", async () => {
    const member = await createLoggedInMember();
    const first = await checkout(member.cookie, "/credits/1/creditcard", { code: "WELCOME10" });
    expect(first.order).toMatchObject({ discountPercent: 10, discountHold: "first_purchase" });
    await chooseOnTestCheckout(first.paymentId!, "paid");

    const again = await checkout(member.cookie, "/credits/2/creditcard", { code: "WELCOME10" });
    expect(again.response.status).toBe(400);
    expect(again.order).toBeNull();
    expect(await again.response.text()).toContain("This code is for a first purchase only.");
    // Without the code the order is at full price.
    expect((await checkout(member.cookie, "/credits/2/creditcard")).order).toMatchObject({ discountPercent: 0 });

    const api = await appRequest("/api/discountcode.php?code=WELCOME10", { cookie: member.cookie });
    expect(api.status).toBe(409);
    expect(await api.json()).toMatchObject({ error: { code: "code_first_purchase_only" } });
    const welcome = (await (await appRequest("/api/discountcode.php?welcome=true", { cookie: member.cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(welcome).toMatchObject({ discountcode: null, active: null });
    // A visitor still sees it: it is theirs once they buy.
    expect((await appRequest("/api/discountcode.php?code=WELCOME10")).status).toBe(200);
  });

  it("10 orders opened at once with the automatic welcome discount, all paid: exactly one is discounted", async () => {
    const member = await createLoggedInMember();
    await openAndPayInParallel(member, 10);
    const all = await ordersOf(member.userId);
    expect(all).toHaveLength(10);
    expect(all.every((order) => order.status === "paid")).toBe(true);
    expect(all.filter((order) => order.discountPercent > 0)).toHaveLength(1);
  });

  it("10 orders opened at once with the code typed, all paid: exactly one is discounted, the others are refused", async () => {
    const member = await createLoggedInMember();
    const results = await openAndPayInParallel(member, 10, { code: "WELCOME10" });
    expect(results.filter((result) => result.order)).toHaveLength(1);
    expect(results.filter((result) => result.response.status === 400)).toHaveLength(9);
    const all = await ordersOf(member.userId);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: "paid", discountPercent: 10 });
  });
});

describe("the price of a message is what a send debits", () => {
  const demoSites = siteRegistry.sites.filter((site) => isDemoSite(site));

  it("for every demo site and country: the composer, /credits and /pricing show the credits debited", async () => {
    expect(demoSites.length).toBeGreaterThanOrEqual(3);
    for (const site of demoSites) {
      const host = site.domain;
      for (const country of site.countries) {
        const label = `${site.id} ${country}`;
        const expected = messagePrice(site, country);
        const gender = site.niche === 7 ? "male" : "female";
        const sender = await createLoggedInMember({ siteId: site.id, country, credits: 1000, gender: "male" });
        const partner = await createLoggedInMember({ siteId: site.id, country, gender, name: "Partner" });
        const start = await appRequest(`/api/chat.php?profile=${partner.profileId}`, { host, cookie: sender.cookie });
        expect(start.status, label).toBe(200);
        const { id } = (await start.json()) as { id: number };

        // What the member is shown, on each screen that shows it.
        const composer = await (await appRequest(`/chats/${id}`, { host, cookie: sender.cookie })).text();
        const shown = /data-slot="message-price">([^<]*)/.exec(composer)?.[1] ?? "";
        expect(shown, label).toMatch(new RegExp(`\\b${expected.credits}\\b`));
        const credits = await (await appRequest("/credits", { host, cookie: sender.cookie })).text();
        expect(credits, label).toContain(`data-slot="message-cost" data-credits="${expected.credits}"`);
        const pricing = await (await appRequest(`/pricing?country=${country}`, { host })).text();
        expect(pricing, label).toMatch(new RegExp(`data-country="${country}".*?data-credits="${expected.credits}"`));

        // What a send debits.
        const sent = await appRequest("/api/messages.php", {
          method: "POST",
          host,
          cookie: sender.cookie,
          ...json({ conversation: id, text: "hi" }),
        });
        expect(sent.status, label).toBe(201);
        expect(await balance(sender.userId), label).toBe(1000 - expected.credits);
        // Where the site sets a minimum, the credits are worth at least that minimum.
        const minimum = site.minimum_message_costs[country];
        if (minimum) expect(expected.value!.amount, label).toBeGreaterThanOrEqual(minimum.costs);
        expect(expected.credits, label).toBeGreaterThanOrEqual(site.message_credits);
      }
    }
  });

  it("follows where the member is (GeoIP), not a profile country switched to the cheapest one", async () => {
    const classic = siteRegistry.sites.find((site) => site.id === "classic")!;
    const [us, gb] = [messagePrice(classic, "US"), messagePrice(classic, "GB")];
    expect(us.credits).toBeGreaterThan(gb.credits);
    const sender = await createLoggedInMember({ country: "US", credits: 1000 });
    const partner = await createLoggedInMember({ country: "US", name: "Partner" });
    // The member switches their profile to a country where a message costs less; the request still comes from the US.
    await (await getDb()).update(profiles).set({ country: "GB" }).where(eq(profiles.id, sender.profileId));
    const fromUs = { "X-Client-IP": "8.8.8.8" };
    const { id } = (await (await appRequest(`/api/chat.php?profile=${partner.profileId}`, { cookie: sender.cookie })).json()) as {
      id: number;
    };
    const composer = await (await appRequest(`/chats/${id}`, { cookie: sender.cookie, headers: fromUs })).text();
    expect(/data-slot="message-price">([^<]*)/.exec(composer)?.[1]).toMatch(new RegExp(`\\b${us.credits}\\b`));
    await appRequest("/api/messages.php", { method: "POST", cookie: sender.cookie, ...json({ conversation: id, text: "hi" }, fromUs) });
    expect(await balance(sender.userId)).toBe(1000 - us.credits);
    // Checkout prices and VAT follow the same rule: from an address GeoIP cannot place (a local network) only the
    // profile's country is known; from a US address it is the US, whatever the profile says.
    const { order } = await checkout(sender.cookie, "/credits/1/creditcard");
    expect(order).toMatchObject({ country: "GB", currency: "GBP" });
    const located = await appRequest("/credits/1/creditcard", {
      method: "POST",
      cookie: sender.cookie,
      headers: fromUs,
      body: new URLSearchParams(),
    });
    expect(located.status).toBe(302);
    const [last] = (await ordersOf(sender.userId)).slice(-1);
    expect(last).toMatchObject({ country: "US", currency: "USD" });
  });
});

describe("a member who has not confirmed their address", () => {
  it("cannot send a message: 403 with a translated message, nothing stored or debited", async () => {
    const sender = await createLoggedInMember({ status: "not_confirmed", credits: 100 });
    const partner = await createLoggedInMember({ name: "Partner" });
    const { id } = (await (await appRequest(`/api/chat.php?profile=${partner.profileId}`, { cookie: sender.cookie })).json()) as {
      id: number;
    };
    const sent = await appRequest("/api/messages.php", {
      method: "POST",
      cookie: sender.cookie,
      ...json({ conversation: id, text: "hi" }),
    });
    expect(sent.status).toBe(403);
    expect(await sent.json()).toMatchObject({
      error: { code: "not_activated", message: expect.stringContaining("Confirm your e-mail address") },
    });
    expect(await balance(sender.userId)).toBe(100);
    const debits = await (
      await getDb()
    )
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, sender.userId), eq(creditEntries.kind, "message")));
    expect(debits).toEqual([]);
  });

  it("cannot buy credits or premium: 403, no order", async () => {
    const member = await createLoggedInMember({ status: "not_confirmed" });
    const credits = await checkout(member.cookie, "/credits/1/creditcard");
    expect(credits.response.status).toBe(403);
    expect(await credits.response.text()).toContain("Confirm your e-mail address before you buy");
    const premium = await appRequest("/premium", {
      method: "POST",
      cookie: member.cookie,
      body: new URLSearchParams({ plan: "1", method: "creditcard" }),
    });
    expect(premium.status).toBe(403);
    expect(await ordersOf(member.userId)).toEqual([]);
  });
});
