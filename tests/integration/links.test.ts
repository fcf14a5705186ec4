import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { sendActivationMail } from "#app/.server/accounts/activation.server.ts";
import { applyEmailChange, requestEmailChange } from "#app/.server/accounts/email-change.server.ts";
import { requestPasswordReset } from "#app/.server/accounts/password-reset.server.ts";
import { mailComplaint, storeComplaint } from "#app/.server/content/complaints.server.ts";
import { mailContactRequest, storeContactRequest } from "#app/.server/content/contact.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { seedDatabase } from "#app/.server/db/seed.server.ts";
import { listOutbox } from "#app/.server/mail/mailer.server.ts";
import { startConversation } from "#app/.server/chat/conversations.server.ts";
import { sendMessageAlerts } from "#app/.server/notifications/message-alerts.server.ts";
import { resources } from "#app/i18n/resources.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createMember } from "#tests/support/factories.ts";
import { checkout, chooseOnTestCheckout } from "#tests/support/payments.ts";
import { ROUTE_MATRIX } from "#tests/support/route-matrix.ts";

/**
 * Issue 9 item 5: no dead ends. Every link in every mail template, and every link on every public page, must lead a
 * logged-out visitor (the person who clicks it: a mail reader, a visitor) to a 200 page, never to the login form.
 */

const SITES = ["classic", "lavish", "gay"] as const;
const HOSTS: Record<(typeof SITES)[number], string> = { classic: "classic.localhost", lavish: "lavish.localhost", gay: "gay.localhost" };

/** Follows redirects as a browser would and reports where a visitor ends up. */
async function visit(host: string, path: string) {
  let current = path;
  for (let hops = 0; hops < 6; hops++) {
    const res = await appRequest(current, { host });
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, `http://${host}${current}`);
      if (next.host !== host) return { status: res.status, path: next.toString(), external: true };
      current = next.pathname + next.search;
      continue;
    }
    return { status: res.status, path: current, html: await res.text(), external: false };
  }
  return { status: 310, path: current, external: false };
}

/**
 * Member areas a visitor may be asked to log in for (chat, likes, …): the login then continues there. Help, legal
 * and notice pages are not among them: whoever clicks those must be able to read them logged out.
 */
const MEMBER_AREAS = /^\/(members\/\d+\/chat|chats|likes|profile|credits|premium|notifications|search|members)(\/|\?|$)/;

const MAILS_TO_LOGGED_IN_READERS = new Set(["message_alert"]);

function deadEnd(link: string, result: Awaited<ReturnType<typeof visit>>, { fromMail = false } = {}) {
  if (result.external) return null;
  if (result.status !== 200) return `status ${result.status} at ${result.path}`;
  // Whoever reads a mail may not be able to log in at all (the old address after an e-mail change): no login, ever.
  const wantsLogin = !fromMail && (link.startsWith("/login") || MEMBER_AREAS.test(link));
  if (result.path.startsWith("/login") && !wantsLogin) return `login required (${result.path})`;
  return null;
}

/** Same-site links of a page's anchors, without fragments; assets and downloads are not pages. */
function pageLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const href = match[1]!.replaceAll("&amp;", "&");
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const path = href.split("#")[0]!;
    if (path && !/^\/(assets|media)\//.test(path)) links.add(path);
  }
  return [...links];
}

beforeAll(async () => {
  await seedDatabase(await getDb());
}, 120_000);

describe("every link on every public page works for a visitor", () => {
  const starts = [...ROUTE_MATRIX.filter((route) => route.expect === "ok").map((route) => route.path), "/contact", "/mail-change/not-me"];
  for (const site of SITES) {
    it(`on ${site}`, async () => {
      const host = HOSTS[site];
      const problems: string[] = [];
      const checked = new Map<string, string | null>();
      for (const start of starts) {
        const page = await visit(host, start);
        // Landers need the site's niche prefix in their slug: the sample slugs are pages of classic only.
        if (site !== "classic" && page.status === 404) continue;
        // A public page a site redirects elsewhere counts by where it ends.
        const startProblem = deadEnd(start, page);
        if (startProblem) {
          problems.push(`${start}: ${startProblem}`);
          continue;
        }
        if (!page.html) continue;
        for (const link of pageLinks(page.html)) {
          if (!checked.has(link)) checked.set(link, deadEnd(link, await visit(host, link)));
          const problem = checked.get(link);
          if (problem) problems.push(`${start} → ${link}: ${problem}`);
        }
      }
      expect(checked.size).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    }, 120_000);
  }
});

/** Links a mail carries: the HTML part's anchors and the URLs of the text part; mailto and tel are not pages. */
function mailLinks(mail: { html?: string; text: string }): string[] {
  const links = new Set<string>();
  for (const match of (mail.html ?? "").matchAll(/href="([^"]+)"/g)) links.add(match[1]!.replaceAll("&amp;", "&"));
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) links.add(match[0]);
  return [...links].filter((link) => /^https?:\/\//.test(link));
}

/** Every file that sends mail, and the kinds it sends: a new template without a case below fails this test. */
function mailKindsInSource(): string[] {
  const kinds = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) {
        const source = readFileSync(path, "utf8");
        if (!/\bsend(Content|Account)?Mail\(/.test(source)) continue;
        for (const match of source.matchAll(/kind: "([\w-]+)"/g)) kinds.add(match[1]!);
      }
    }
  };
  walk(join("app", ".server"));
  return [...kinds].sort();
}

describe("every link in every mail template works for the person who reads it", () => {
  it("activation, password reset, e-mail change (both addresses), complaint (both sides), customer-service request, receipt, message alert", async () => {
    const db = await getDb();
    const site = siteRegistry.sites.find((s) => s.id === "classic")!;
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: "en", fallbackLng: false, interpolation: { escapeValue: false } });
    const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
    const request = new Request("http://classic.localhost/signup");
    const linkTo = (path: string) => new URL(path, "http://classic.localhost").toString();

    const member = await createMember({ email: `links-${Date.now()}@example.com` });
    await sendActivationMail(db, site, { userId: member.user.id, email: member.email, name: "Alex" }, { request, i18n });
    await requestPasswordReset(db, site, { email: member.email, linkTo, t });
    const newEmail = `links-new-${Date.now()}@example.com`;
    await requestEmailChange(db, site, { id: member.user.id, email: member.email }, newEmail, { linkTo, t });
    const confirm = (await listOutbox({ to: newEmail })).find((mail) => mail.kind === "email_change")!;
    const token = /token=([\w-]+)/.exec(confirm.text)![1]!;
    await applyEmailChange(db, site, token, { linkTo, t });
    const complaint = await storeComplaint(
      db,
      site,
      {
        name: "Jane",
        email: "jane-links@example.com",
        category: "fake_profile",
        description: "This profile uses stolen photos.",
        concerns: "/members/11",
      },
      { userId: null, language: "en" },
    );
    await mailComplaint(site, complaint, { supportT: i18n.t, senderT: i18n.t });
    const contact = await storeContactRequest(
      db,
      site,
      { id: member.user.id, email: newEmail, profileId: member.profile.id },
      { topic: "other", message: "Where are my credits?" },
      "en",
    );
    await mailContactRequest(site, contact, i18n.t);
    const buyer = await createLoggedInMember({ email: `links-buyer-${Date.now()}@example.com` });
    const { paymentId } = await checkout(buyer.cookie, "/credits/1/creditcard");
    await chooseOnTestCheckout(paymentId!, "paid");
    const reader = await createMember({ email: `links-reader-${Date.now()}@example.com` });
    const conversation = await startConversation(db, site, { id: buyer.userId, profileId: buyer.profileId }, reader.profile.id);
    await sendMessageAlerts(db, { awayUserIds: [reader.user.id], senderProfileId: buyer.profileId, conversationId: conversation.id });

    const mails = await listOutbox({ limit: 200 });
    expect([...new Set(mails.map((mail) => mail.kind))].sort()).toEqual(mailKindsInSource());

    const problems: string[] = [];
    let followed = 0;
    for (const mail of mails) {
      for (const link of mailLinks(mail)) {
        const url = new URL(link);
        const result = await visit(url.host, url.pathname + url.search);
        followed += 1;
        // A message alert goes only to an active account's own address: its reader can log in, and the chat link
        // leads through the login back to the chat. Every other mail's links must work without one.
        const problem = deadEnd(url.pathname, result, { fromMail: !MAILS_TO_LOGGED_IN_READERS.has(mail.kind) });
        if (problem) problems.push(`${mail.kind}: ${link} → ${problem}`);
      }
    }
    expect(followed).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
  });
});

describe("the deletion offer's 'yes'", () => {
  it("is a page saying what the member gets, with the button that takes it, on sites that make the offer", async () => {
    const { sessionCookieFor } = await import("#tests/support/factories.ts");
    const member = await createMember({ email: `stay-${Date.now()}@example.com` });
    const cookie = await sessionCookieFor(member.user.id);
    // It exists once the member opened the account deletion, which tells the server (decision 059).
    expect((await appRequest("/offers/stay", { cookie })).status).toBe(404);
    await appRequest("/offers/stay", { method: "POST", cookie, body: new URLSearchParams({ intent: "start" }) });
    const res = await appRequest("/offers/stay", { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("50% off");
    // Taking it is one button (a discounted checkout follows: tests/integration/billing-catalogue.test.ts).
    expect(html).toContain('data-testid="stay-offer-claim"');
    expect((await appRequest("/offers/stay")).headers.get("location")).toBe("/login?redirectTo=%2Foffers%2Fstay");
    // gay.ts makes no offer.
    const gayMember = await createMember({ siteId: "gay", email: `stay-gay-${Date.now()}@example.com` });
    const gay = await appRequest("/offers/stay", { host: "gay.localhost", cookie: await sessionCookieFor(gayMember.user.id, "gay") });
    expect(gay.status).toBe(404);
  });
});
