import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { camTilesFor } from "#app/.server/cams/eligibility.server.ts";
import { getSessionUser } from "#app/.server/accounts/session.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { discountGrants } from "#app/.server/db/schema.ts";
import { messagePrice } from "#app/billing/message-price.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest, cookiesFrom } from "#tests/support/app.ts";
import { createLoggedInMember, daysAgo } from "#tests/support/factories.ts";
import { balance, checkout, chooseOnTestCheckout } from "#tests/support/payments.ts";

const classic = siteRegistry.sites.find((site) => site.id === "classic")!;

async function json(path: string, init: Parameters<typeof appRequest>[1] = {}) {
  const response = await appRequest(path, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("/pricing", () => {
  it("is public: packages, plans and the price per message per country, tax-inclusive, in the country's currency", async () => {
    const response = await appRequest("/pricing");
    expect(response.status).toBe(200);
    // Anonymous and the same for everyone: cacheable (decision 026).
    expect(response.headers.get("cache-control")).toContain("public");
    const html = await response.text();
    // Classic's first country is the US: dollars.
    expect(html).toContain("$14.99");
    expect(html).toContain("$29.99");
    expect(html).toContain("Most popular");
    expect(html).toContain("90 days");
    // The price of a message in every country: the credits a send debits, and their worth in the country's currency.
    // US by hand: the cheapest credit is package 3 ($59.99 for 340); 199 × 340 / 5999 = 11.3 → 12 credits, worth $2.12.
    expect(html).toMatch(/data-country="US".*?data-credits="12">12 credits<!-- --> \(\$2\.12\)/);
    for (const country of classic.countries) {
      const { credits, value } = messagePrice(classic, country);
      expect(value!.amount).toBeGreaterThanOrEqual(classic.minimum_message_costs[country]!.costs);
      expect(html).toMatch(new RegExp(`data-country="${country}".*?data-credits="${credits}"`));
    }
  });

  it("shows another country's prices on request, with that country's VAT", async () => {
    const html = await (await appRequest("/pricing?country=IE")).text();
    expect(html).toContain("€13.99");
    // Ireland's 23 % VAT inside €13.99 is €2.62.
    expect(html).toContain("Including 23% VAT (€2.62)");
    // An unknown country falls back to the site's first.
    expect(await (await appRequest("/pricing?country=ZZ")).text()).toContain("$14.99");
  });

  it("each offer's button leads a visitor through the login, and a member to its checkout", async () => {
    /** The link of each offer's button: `data-testid` → [href, text]. */
    const buttons = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<a data-testid="(pricing-[a-z]+-\d+)"[^>]* href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, id, href, text]) => [
          id,
          [href, text],
        ]),
      );
    expect(buttons(await (await appRequest("/pricing")).text())).toEqual({
      "pricing-package-1": ["/login?redirectTo=%2Fcredits%2F1", "Log in to buy"],
      "pricing-package-2": ["/login?redirectTo=%2Fcredits%2F2", "Log in to buy"],
      "pricing-package-3": ["/login?redirectTo=%2Fcredits%2F3", "Log in to buy"],
      "pricing-plan-1": ["/login?redirectTo=%2Fpremium", "Log in to buy"],
      "pricing-plan-2": ["/login?redirectTo=%2Fpremium", "Log in to buy"],
    });
    const member = await createLoggedInMember();
    expect(buttons(await (await appRequest("/pricing", { cookie: member.cookie })).text())).toEqual({
      "pricing-package-1": ["/credits/1", "Choose"],
      "pricing-package-2": ["/credits/2", "Choose"],
      "pricing-package-3": ["/credits/3", "Choose"],
      "pricing-plan-1": ["/premium", "Choose"],
      "pricing-plan-2": ["/premium", "Choose"],
    });
  });

  it("speaks the reader's language and number format", async () => {
    const html = await (await appRequest("/pricing", { host: "lavish.localhost" })).text();
    expect(html).toContain("14,90");
    expect(html).toContain("Preis pro Nachricht");
  });
});

describe("GET /api/discountcode.php", () => {
  it("answers a valid code; an unknown, expired, not-yet-valid or inapplicable one is an error that says so", async () => {
    expect(await json("/api/discountcode.php?code=premium20")).toMatchObject({
      status: 200,
      body: { discountcode: { code: "PREMIUM20", percent: 20, applies_to: "premium" } },
    });
    expect((await json("/api/discountcode.php?code=NOPE")).status).toBe(404);
    const expired = await json("/api/discountcode.php?code=SUMMER25");
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ error: { code: "code_expired", message: "This discount code has expired." } });
    expect((await json("/api/discountcode.php?code=NEWYEAR2100")).body).toMatchObject({ error: { code: "code_not_yet_valid" } });
    expect((await json("/api/discountcode.php?code=PREMIUM20&for=credits")).body).toMatchObject({ error: { code: "code_not_applicable" } });
    expect((await json("/api/discountcode.php")).status).toBe(400);
  });

  it("welcome=true: the welcome code, until the member has bought something", async () => {
    const member = await createLoggedInMember();
    const before = await json("/api/discountcode.php?welcome=true", { cookie: member.cookie });
    expect(before.body).toMatchObject({
      discountcode: { code: "WELCOME10", percent: 10, source: "welcome" },
      time_bonus: null,
      active: { code: "WELCOME10" },
    });
    const { paymentId } = await checkout(member.cookie, "/credits/1/creditcard");
    await chooseOnTestCheckout(paymentId!, "paid");
    const after = await json("/api/discountcode.php?welcome=true", { cookie: member.cookie });
    expect(after.body).toMatchObject({ discountcode: null, active: null });
    // A site without a welcome code answers null, not an error.
    expect((await json("/api/discountcode.php?welcome=true", { host: "gay.localhost" })).body).toMatchObject({ discountcode: null });
  });

  it("every screen that takes a code treats an empty one as none and an overlong one as unknown", async () => {
    const member = await createLoggedInMember();
    /** The discount notice's error, as the screen shows it (the page also carries every message for the browser). */
    const codeError = (html: string) => /data-testid="discount-error"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
    const unknown = "This discount code does not exist. Check the spelling and try again.";
    for (const path of ["/credits", "/premium", "/credits/1", "/credits/1/creditcard"]) {
      const empty = await appRequest(`${path}?code=`, { cookie: member.cookie });
      expect(empty.status, path).toBe(200);
      expect(codeError(await empty.text()), path).toBeNull();
      const long = await appRequest(`${path}?code=PREMIUM20${"x".repeat(3000)}`, { cookie: member.cookie });
      expect(long.status, path).toBe(200);
      expect(codeError(await long.text()), path).toBe(unknown);
    }
    for (const [path, form] of [
      ["/premium", { plan: "1", method: "creditcard" }],
      ["/credits/1/creditcard", {}],
    ] as const) {
      expect((await checkout(member.cookie, path, { ...form, code: "" })).response.status, path).toBe(302);
      const long = await checkout(member.cookie, path, { ...form, code: `PREMIUM20${"x".repeat(3000)}` });
      expect(long.response.status, path).toBe(400);
      expect(/data-slot="form-message"[^>]*>([^<]*)</.exec(await long.response.text())?.[1], path).toBe(unknown);
    }
  });

  it("a typed code applies to the price shown and charged; a bad one is shown and the price stays", async () => {
    const member = await createLoggedInMember();
    const shown = await (await appRequest("/credits?code=premium20", { cookie: member.cookie })).text();
    expect(shown).toContain("does not apply to this purchase");
    const premium = await (await appRequest("/premium?code=PREMIUM20", { cookie: member.cookie })).text();
    // Plan 1: £16.99 − 20 % = £13.59.
    expect(premium).toContain("£13.59");
    const response = await appRequest("/premium", {
      method: "POST",
      cookie: member.cookie,
      body: new URLSearchParams({ plan: "1", method: "creditcard", code: "PREMIUM20" }),
    });
    expect(response.status).toBe(302);
    const page = await appRequest(response.headers.get("location")!);
    expect(await page.text()).toContain("£13.59");
  });
});

describe("the deletion offer's discount", () => {
  it("leads to a working discounted checkout, once", async () => {
    const member = await createLoggedInMember();
    // First a purchase, so the welcome code is out of the way and only the offer can lower the price.
    const first = await checkout(member.cookie, "/credits/1/creditcard");
    await chooseOnTestCheckout(first.paymentId!, "paid");

    // Only for a member who opened the account deletion: before that the offer does not exist.
    expect((await appRequest("/offers/stay", { cookie: member.cookie })).status).toBe(404);
    const start = await appRequest("/offers/stay", {
      method: "POST",
      cookie: member.cookie,
      body: new URLSearchParams({ intent: "start" }),
    });
    expect(start.status).toBe(200);
    const offer = await appRequest("/offers/stay", { cookie: member.cookie });
    expect(offer.status).toBe(200);
    const claim = await appRequest("/offers/stay", { method: "POST", cookie: member.cookie, body: new URLSearchParams() });
    expect(claim.status).toBe(302);
    expect(claim.headers.get("location")).toBe("/credits");
    const credits = await (await appRequest("/credits", { cookie: `${member.cookie}; ${cookiesFrom(claim)}` })).text();
    expect(credits).toContain("Your personal offer: 50% off");
    // Package 2 at £24.99 − 50 % (£12.50, rounded half up) = £12.49.
    expect(credits).toContain("£12.49");

    const { paymentId, order } = await checkout(member.cookie, "/credits/2/creditcard");
    expect(order).toMatchObject({ amount: 1249, listAmount: 2499, discountPercent: 50, discountCode: "time_bonus" });
    await chooseOnTestCheckout(paymentId!, "paid");
    expect(await balance(member.userId)).toBe(50 + 135);

    // Used: the next order is at full price, and claiming again gives nothing new.
    await appRequest("/offers/stay", { method: "POST", cookie: member.cookie, body: new URLSearchParams() });
    const next = await checkout(member.cookie, "/credits/2/creditcard");
    expect(next.order).toMatchObject({ amount: 2499, discountPercent: 0 });
    const grants = await (await getDb()).select().from(discountGrants).where(eq(discountGrants.userId, member.userId));
    expect(grants).toHaveLength(1);
    expect(grants[0]!.usedOrderId).toBe(order!.id);
  });

  it("does not exist on a site without delete_discount", async () => {
    const member = await createLoggedInMember({ siteId: "gay", country: "NL" });
    expect((await appRequest("/offers/stay", { host: "gay.localhost", cookie: member.cookie })).status).toBe(404);
    const claim = await appRequest("/offers/stay", {
      host: "gay.localhost",
      method: "POST",
      cookie: member.cookie,
      body: new URLSearchParams(),
    });
    expect(claim.status).toBe(404);
  });
});

describe("premium membership", () => {
  it("a paid plan sets paid_user, books its bonus credits, ends the webcam tiles and shows the badge", async () => {
    const member = await createLoggedInMember({ signupDate: daysAgo(10) });
    const db = await getDb();
    const before = (await getSessionUser(db, member.cookie.split("=")[1]!, "classic"))!;
    expect(camTilesFor(classic, before)).toEqual({ live: true, resell: true });

    const response = await appRequest("/premium", {
      method: "POST",
      cookie: member.cookie,
      body: new URLSearchParams({ plan: "2", method: "paypal" }),
    });
    const paymentId = /tst_[\w-]+/.exec(response.headers.get("location") ?? "")![0];
    await chooseOnTestCheckout(paymentId, "paid");

    const user = (await (await appRequest("/api/user.php", { cookie: member.cookie })).json()) as {
      user: { paid_user: boolean; premium: boolean; premium_until: string; credits: number };
    };
    expect(user.user).toMatchObject({ paid_user: true, premium: true, credits: 25 });
    const days = (new Date(user.user.premium_until).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const after = (await getSessionUser(db, member.cookie.split("=")[1]!, "classic"))!;
    expect(camTilesFor(classic, after)).toEqual({ live: false, resell: false });
    const page = await (await appRequest("/premium", { cookie: member.cookie })).text();
    expect(page).toContain("Your premium membership runs until");
    expect(page).toContain("★ Premium");
  });

  it("a refunded plan ends the membership and takes back its bonus credits", async () => {
    const member = await createLoggedInMember();
    const response = await appRequest("/premium", {
      method: "POST",
      cookie: member.cookie,
      body: new URLSearchParams({ plan: "2", method: "creditcard" }),
    });
    const paymentId = /tst_[\w-]+/.exec(response.headers.get("location") ?? "")![0];
    await chooseOnTestCheckout(paymentId, "paid");
    await chooseOnTestCheckout(paymentId, "refund");
    const user = (await (await appRequest("/api/user.php", { cookie: member.cookie })).json()) as {
      user: { paid_user: boolean; premium: boolean; credits: number };
    };
    expect(user.user).toMatchObject({ paid_user: false, premium: false, credits: 0 });
  });

  it("lists the advantages, as a comparison table where the theme switches it on", async () => {
    const classicMember = await createLoggedInMember();
    const list = await (await appRequest("/premium", { cookie: classicMember.cookie })).text();
    expect(list).toContain('data-slot="premium-advantages"');
    expect(list).not.toContain('data-slot="premium-comparison"');
    const lavishMember = await createLoggedInMember({ siteId: "lavish", country: "DE" });
    const table = await (await appRequest("/premium", { host: "lavish.localhost", cookie: lavishMember.cookie })).text();
    expect(table).toContain('data-slot="premium-comparison"');
    expect(table).toContain("24,90");
  });
});

describe("/credits/repeat-order", () => {
  it("buys the last paid package again, the same way, at today's price", async () => {
    const member = await createLoggedInMember();
    const none = await (await appRequest("/credits/repeat-order", { cookie: member.cookie })).text();
    expect(none).toContain("You have not bought any credits yet.");
    const first = await checkout(member.cookie, "/credits/3/paypal");
    await chooseOnTestCheckout(first.paymentId!, "paid");
    const page = await (await appRequest("/credits/repeat-order", { cookie: member.cookie })).text();
    expect(page).toContain("Pay £49.99 with PayPal");
    const again = await checkout(member.cookie, "/credits/repeat-order");
    expect(again.order).toMatchObject({ productId: 3, method: "paypal", amount: 4999 });
    await chooseOnTestCheckout(again.paymentId!, "paid");
    expect(await balance(member.userId)).toBe(2 * 340);
  });
});

describe("the checkout forms: /credits/{id}/{method}, /premium, /credits/repeat-order", () => {
  /** The form's message as the screen shows it (the page also carries every message for the browser). */
  const formMessage = (html: string) => /data-slot="form-message"[^>]*>([^<]*)</.exec(html)?.[1]?.replaceAll("&#x27;", "'") ?? null;

  it("each makes the order in the member's country and language, and sends them to the provider", async () => {
    const member = await createLoggedInMember({ country: "GB" });
    const cookie = `${member.cookie}; i18n_redirected=de`;
    const credits = await checkout(cookie, "/credits/3/paypal");
    expect(credits.response.status).toBe(302);
    expect(credits.order).toMatchObject({
      kind: "credits",
      productId: 3,
      method: "paypal",
      country: "GB",
      currency: "GBP",
      language: "de",
    });
    await chooseOnTestCheckout(credits.paymentId!, "paid");
    const repeat = await checkout(cookie, "/credits/repeat-order");
    expect(repeat.order).toMatchObject({ kind: "credits", productId: 3, method: "paypal", country: "GB", language: "de" });
    const premium = await checkout(cookie, "/premium", { plan: "2", method: "creditcard" });
    expect(premium.order).toMatchObject({ kind: "premium", productId: 2, method: "creditcard", country: "GB", language: "de" });
    for (const { location } of [credits, repeat, premium]) expect(location).toMatch(/^\/payments\/test\/tst_/);
  });

  it("each answers a bad order with its status and the form's message, and makes no order", async () => {
    const member = await createLoggedInMember({ country: "GB" });
    const cases = [
      ["/premium", { plan: "abc", method: "creditcard" }, 400, "This package is not on sale any more."],
      ["/premium", { plan: "99", method: "creditcard" }, 404, "This package is not on sale any more."],
      ["/premium", { plan: "2", method: "ideal" }, 400, "This payment method is not available in your country."],
      ["/premium", { plan: "2", method: "creditcard", code: "NOSUCHCODE" }, 400, "This discount code does not exist."],
      // The screen itself does not exist for a method the country lacks (its loader answers 404): no form to show it on.
      ["/credits/3/ideal", {}, 400, null],
      ["/credits/3/creditcard", { code: "NOSUCHCODE" }, 400, "This discount code does not exist."],
    ] as const;
    for (const [path, form, status, message] of cases) {
      const { response, order } = await checkout(member.cookie, path, form);
      expect(response.status, `${path} ${JSON.stringify(form)}`).toBe(status);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      if (message) expect(formMessage(await response.text()), `${path} ${JSON.stringify(form)}`).toContain(message);
      expect(order).toBeNull();
    }
    // Nothing bought yet: nothing to repeat, back to the page that says so.
    const repeat = await checkout(member.cookie, "/credits/repeat-order");
    expect(repeat.response.status).toBe(302);
    expect(repeat.location).toBe("/credits/repeat-order");
  });
});
