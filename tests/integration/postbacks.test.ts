import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";

// The receiver must be listening, and the fixture site must know its address, before the app's modules load.
const calls: Array<{ url: string; at: number }> = [];
let failNext = 0;
const receiver = createServer((req: IncomingMessage, res) => {
  calls.push({ url: req.url ?? "", at: Date.now() });
  res.statusCode = failNext-- > 0 ? 503 : 200;
  res.end("ok");
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
process.env.TEST_SITES = "1";
process.env.TEST_POSTBACK_ORIGIN = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

const { eq } = await import("drizzle-orm");
const { getDb } = await import("#app/.server/db/client.server.ts");
const { postbacks, users } = await import("#app/.server/db/schema.ts");
const { listOutbox } = await import("#app/.server/mail/mailer.server.ts");
const { firePostbacks, deliverDuePostbacks, renderPostbackUrl, postbackTemplateFor } =
  await import("#app/.server/tracking/postbacks.server.ts");
const { SiteSchema } = await import("#app/site/site-schema.ts");
const { appRequest } = await import("#tests/support/app.ts");
const { signUpThroughApi } = await import("#tests/support/signup.ts");
const { createLoggedInMember } = await import("#tests/support/factories.ts");
const { settleBackgroundWork } = await import("#app/.server/db/background-work.server.ts");
const { orders } = await import("#app/.server/db/schema.ts");
const { balance, checkout, chooseOnTestCheckout, postWebhook } = await import("#tests/support/payments.ts");

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** The first mail to an address, once the outbox has it. */
function mailTo(to: string) {
  return vi.waitFor(
    async () => {
      const [mail] = await listOutbox({ to });
      if (!mail) throw new Error(`no mail to ${to} yet`);
      return mail;
    },
    { timeout: 8000, interval: 50 },
  );
}

/** Lands on the tracked fixture site with tracking keys and signs up from there. */
async function trackedSignUp(query = "network=n1&sub1=a&cpc=0.5") {
  const landing = await appRequest(`/landers/video/spring?${query}`, { host: "tracked.localhost" });
  const cookie = landing.headers
    .getSetCookie()
    .find((c) => c.startsWith("tracking="))!
    .split(";")[0]!;
  const signup = await signUpThroughApi({}, { host: "tracked.localhost", cookie });
  expect(signup.response.status).toBe(201);
  const { user } = (await signup.response.json()) as { user: { id: number } };
  // The activation mail goes out after the answer: let it finish before the test (and its database) ends.
  await mailTo(signup.email);
  return { ...signup, userId: user.id };
}

async function activate(email: string) {
  const mail = await mailTo(email);
  const link = new URL(/http:\/\/\S+\/activate\/done\?token=[\w-]+/.exec(mail.text)![0]);
  const res = await appRequest(link.pathname + link.search, { host: "tracked.localhost" });
  expect(res.status).toBe(302);
}

describe("tracking record on the account (docs/product/landers-and-tracking.md#tracking-keys)", () => {
  it("stores the landing's keys under network and shows network, ref, sub1–sub3 in the user object", async () => {
    const { userId, cookie } = await trackedSignUp("network=n1&ref=r&sub1=a&sub3=c&cpc=0.5");
    const [row] = await (
      await getDb()
    )
      .select({ network: users.network, trafficsource: users.trafficsource })
      .from(users)
      .where(eq(users.id, userId));
    expect(row!.trafficsource).toBe("n1");
    expect(row!.network).toMatchObject({ network: "n1", ref: "r", sub1: "a", sub3: "c", cpc: "0.5" });
    expect(row!.network!.at).toMatch(/^\d{4}-/);
    const me = (await (await appRequest("/api/user.php", { host: "tracked.localhost", cookie })).json()) as { user: { network: unknown } };
    expect(me.user.network).toEqual({ network: "n1", ref: "r", sub1: "a", sub2: null, sub3: "c" });
  });

  it("leaves an untracked sign-up without a record", async () => {
    const signup = await signUpThroughApi({}, { host: "tracked.localhost" });
    const { user } = (await signup.response.json()) as { user: { id: number } };
    const [row] = await (await getDb()).select({ network: users.network }).from(users).where(eq(users.id, user.id));
    expect(row!.network).toBeNull();
    await mailTo(signup.email);
  });
});

describe("affiliate postbacks (decision 035)", () => {
  it("fills the network's template and calls the receiver exactly once on activation, however often it is fired", async () => {
    const { userId, email } = await trackedSignUp();
    calls.length = 0;
    await activate(email);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 8000, interval: 50 });
    // Fired again (a second activation link, a retry of the caller): the unique row keeps it at one call.
    await firePostbacks("activation", userId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/postback/n1?event=activation&click=a&cpc=0.5&member=${userId}`);
    const [row] = await (await getDb()).select().from(postbacks).where(eq(postbacks.userId, userId));
    expect(row).toMatchObject({ event: "activation", status: "sent", attempts: 1, responseStatus: 200 });
  });

  it("fires the first payment separately, once", async () => {
    const { userId } = await trackedSignUp();
    calls.length = 0;
    await Promise.all([firePostbacks("first_payment", userId), firePostbacks("first_payment", userId)]);
    expect(calls.map((c) => c.url)).toEqual([`/postback/n1?event=first_payment&click=a&member=${userId}`]);
  });

  it("retries a failing receiver with backoff until it answers, and gives up after the last attempt", async () => {
    const { userId } = await trackedSignUp();
    calls.length = 0;
    failNext = 2;
    await firePostbacks("first_payment", userId, { retryDelaysMs: [50, 50, 50] });
    expect(calls).toHaveLength(3);
    const [row] = await (await getDb()).select().from(postbacks).where(eq(postbacks.userId, userId));
    expect(row).toMatchObject({ status: "sent", attempts: 3 });

    const other = await trackedSignUp();
    calls.length = 0;
    failNext = 10;
    await firePostbacks("first_payment", other.userId, { retryDelaysMs: [20, 20] });
    failNext = 0;
    expect(calls).toHaveLength(3);
    const [failed] = await (await getDb()).select().from(postbacks).where(eq(postbacks.userId, other.userId));
    expect(failed).toMatchObject({ status: "failed", attempts: 3, lastError: "HTTP 503" });
    // A failed postback is not sent again by the sweep.
    await deliverDuePostbacks(await getDb());
    expect(calls).toHaveLength(3);
  });

  it("sends nothing for members of another network, untracked members, or sites without postbacks", async () => {
    calls.length = 0;
    const other = await trackedSignUp("network=n2&sub1=z");
    await firePostbacks("activation", other.userId);
    const untracked = await signUpThroughApi({}, { host: "tracked.localhost" });
    await firePostbacks("activation", ((await untracked.response.json()) as { user: { id: number } }).user.id);
    const classic = await signUpThroughApi({}, { host: "classic.localhost", cookie: "tracking=" });
    await firePostbacks("activation", ((await classic.response.json()) as { user: { id: number } }).user.id);
    expect(calls).toHaveLength(0);
    for (const { email } of [untracked, classic]) await mailTo(email);
  });

  it("fills placeholders URL-encoded and checks templates when the site loads", () => {
    const url = renderPostbackUrl(
      "https://p.example/cb?c={sub1}&x={sub2}&e={event}",
      { sub1: "a b&c=d" },
      { event: "activation", userId: 7 },
    );
    expect(url).toBe("https://p.example/cb?c=a%20b%26c%3Dd&x=&e=activation");
    const base = { name: "S", domain: "s.example", countries: ["NL"], support_email: "a@s.example", email: "b@s.example" };
    const company = { company_name: "C", company_address: "A", company_city: "C", company_country: "NL" };
    const site = SiteSchema.parse({ ...base, ...company, postbacks: { "*": { activation: "https://p.example/{event}" } } });
    expect(postbackTemplateFor(site, "anything", "activation")).toBe("https://p.example/{event}");
    expect(postbackTemplateFor(site, "anything", "first_payment")).toBeNull();
    for (const bad of ["https://p.example/?x={password}", "ftp://p.example/", "not a url"]) {
      expect(SiteSchema.safeParse({ ...base, ...company, postbacks: { n1: { activation: bad } } }).success, bad).toBe(false);
    }
  });
});

describe("first-payment postback from the payment path", () => {
  const HOST = "tracked.localhost";

  /** A member of the tracked fixture site, signed up through network n1 (or untracked), logged in. */
  async function trackedMember(network: Record<string, string> | null = { network: "n1", sub1: "a" }) {
    const member = await createLoggedInMember({ siteId: "tracked", country: "US" });
    if (network) {
      await (
        await getDb()
      )
        .update(users)
        .set({ network: { ...network, at: new Date().toISOString() } })
        .where(eq(users.id, member.userId));
    }
    return member;
  }

  /** Buys the fixture's package (or plan) with the test provider and ends with `outcome`; all background work settled. */
  async function buy(cookie: string, outcome = "paid", path = "/credits/1/creditcard", form: Record<string, string> = {}) {
    const { paymentId, order } = await checkout(cookie, path, form, HOST);
    expect(paymentId).toBeTruthy();
    expect((await chooseOnTestCheckout(paymentId!, outcome, HOST)).status).toBe(302);
    await settleBackgroundWork();
    return { paymentId: paymentId!, order: order! };
  }

  const firstPaymentCalls = () => calls.filter((call) => call.url.includes("event=first_payment"));

  it("calls the receiver once when the first order is paid; replays and a second purchase add nothing", async () => {
    const member = await trackedMember();
    calls.length = 0;
    const { paymentId } = await buy(member.cookie);
    expect(await balance(member.userId)).toBe(50);
    expect(calls.map((call) => call.url)).toEqual([`/postback/n1?event=first_payment&click=a&member=${member.userId}`]);

    // The provider's webhook for the same payment, again and again (and the return page asking once more).
    for (let i = 0; i < 5; i++) expect((await postWebhook(paymentId, { host: HOST })).status).toBe(200);
    await settleBackgroundWork();
    expect(calls).toHaveLength(1);

    // A second purchase, of another kind: no second first payment.
    await buy(member.cookie, "paid", "/premium", { plan: "1", method: "creditcard" });
    expect(calls).toHaveLength(1);
    const rows = await (await getDb()).select().from(postbacks).where(eq(postbacks.userId, member.userId));
    expect(rows).toEqual([expect.objectContaining({ event: "first_payment", status: "sent", attempts: 1 })]);
  });

  it("waits for the first order that is paid: failed, cancelled and expired ones are not payments", async () => {
    const member = await trackedMember();
    calls.length = 0;
    for (const outcome of ["failed", "canceled", "expired"]) await buy(member.cookie, outcome);
    expect(calls).toHaveLength(0);
    await buy(member.cookie, "paid");
    expect(firstPaymentCalls()).toHaveLength(1);
  });

  it("sends nothing for a member who had paid before, nor for an untracked member", async () => {
    // Paid before postbacks were wired (an order the row of which says paid): the next purchase is not a first payment.
    const earlier = await trackedMember();
    const { order } = await buy(earlier.cookie, "expired");
    await (await getDb()).insert(orders).values({ ...order, id: undefined, providerPaymentId: null, status: "paid", paidAt: new Date() });
    calls.length = 0;
    await buy(earlier.cookie, "paid");
    expect(calls).toHaveLength(0);

    const untracked = await trackedMember(null);
    await buy(untracked.cookie, "paid");
    expect(await balance(untracked.userId)).toBe(50);
    expect(calls).toHaveLength(0);
    expect(await (await getDb()).select().from(postbacks).where(eq(postbacks.userId, untracked.userId))).toHaveLength(0);
  });

  it("two first orders paid at the same moment send one postback", async () => {
    const member = await trackedMember();
    const first = await checkout(member.cookie, "/credits/1/creditcard", {}, HOST);
    const second = await checkout(member.cookie, "/credits/1/paypal", {}, HOST);
    calls.length = 0;
    await Promise.all([chooseOnTestCheckout(first.paymentId!, "paid", HOST), chooseOnTestCheckout(second.paymentId!, "paid", HOST)]);
    await settleBackgroundWork();
    expect(await balance(member.userId)).toBe(100);
    expect(firstPaymentCalls()).toHaveLength(1);
  });
});
