import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { complaints, contactRequests } from "#app/.server/db/schema.ts";
import { listOutbox } from "#app/.server/mail/mailer.server.ts";
import { RATE_LIMITS } from "#app/.server/security/rate-limit.server.ts";
import { HONEYPOT_FIELD } from "#app/forms/honeypot.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

let ipCounter = 0;
/** Each test posts from its own address so rate limits of one test never leak into another. */
function freshIp() {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

function postForm(path: string, fields: Record<string, string>, { host = "classic.localhost", cookie = "", ip = freshIp() } = {}) {
  return appRequest(path, {
    host,
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Client-IP": ip },
    body: new URLSearchParams(fields).toString(),
  });
}

const VALID = {
  name: "Jane Doe",
  email: "jane@example.com",
  concerns: "/members/42",
  category: "fake_profile",
  description: "This profile uses photos of a friend of mine without her consent.",
};

async function complaintCount() {
  return (await (await getDb()).select().from(complaints)).length;
}

describe("GET /api/companyinfo.php", () => {
  it("answers the company fields of each site's config", async () => {
    for (const site of siteRegistry.sites) {
      const res = await appRequest("/api/companyinfo.php", { host: site.domain });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({
        name: site.company_name,
        address: site.company_address,
        kvk: site.company_kvk,
        city: site.company_city,
        country: site.company_country,
        tradenames: site.company_tradenames,
        vat_numbers: site.company_vat_numbers,
        support_phone: site.support_phone ?? null,
        delete_discount: site.delete_discount ?? null,
      });
    }
  });

  it("gives null for settings a site leaves out, and the values where set", async () => {
    const gay = await (await appRequest("/api/companyinfo.php", { host: "gay.localhost" })).json();
    expect(gay.support_phone).toBeNull();
    expect(gay.delete_discount).toBeNull();
    const classic = await (await appRequest("/api/companyinfo.php")).json();
    expect(classic.delete_discount).toBe(50);
    expect(classic.tradenames).toEqual([{ id: 1, name: "FlirtClassic" }]);
  });

  it("refuses other methods with the API error shape", async () => {
    const res = await appRequest("/api/companyinfo.php", { method: "POST" });
    expect(res.status).toBe(405);
    expect((await res.json()).error.code).toBe("method_not_allowed");
  });
});

describe("complaints", () => {
  it("stores a valid complaint, mails support and the sender, and acknowledges it", async () => {
    const res = await postForm("/complaints", VALID);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    const reference = new URL(location, "http://x").searchParams.get("received")!;
    expect(reference).toMatch(/^C-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);

    const [row] = await (await getDb()).select().from(complaints).where(eq(complaints.reference, reference));
    expect(row).toMatchObject({
      siteId: "classic",
      name: "Jane Doe",
      email: "jane@example.com",
      category: "fake_profile",
      concerns: "/members/42",
    });

    const [toSupport] = await listOutbox({ to: "support@classic.localhost" });
    expect(toSupport).toMatchObject({ kind: "complaint", replyTo: "jane@example.com" });
    expect(toSupport!.subject).toContain(reference);
    // The category is filled in, not left as a placeholder.
    expect(toSupport!.subject).toContain("Fake or misleading profile");
    expect(toSupport!.subject).not.toContain("{{");
    expect(toSupport!.text).toContain(VALID.description);
    const [toSender] = await listOutbox({ to: "jane@example.com" });
    expect(toSender).toMatchObject({ kind: "complaint-acknowledgement" });
    expect(toSender!.text).toContain(reference);

    const page = await (await appRequest(location)).text();
    expect(page).toContain('data-slot="complaint-received"');
    expect(page).toContain(reference);
    // The acknowledgement shows no personal data of the complaint.
    expect(page).not.toContain("jane@example.com");
  });

  it("mails support in the site's language and the sender in theirs", async () => {
    const res = await postForm("/complaints", { ...VALID, email: "pierre@example.com" }, { host: "lavish.localhost" });
    expect(res.status).toBe(303);
    // No language cookie: the lavish host is German, so both are German here; now a French sender.
    const fr = await appRequest("/complaints", {
      host: "lavish.localhost",
      method: "POST",
      cookie: "i18n_redirected=fr",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Client-IP": freshIp() },
      body: new URLSearchParams({ ...VALID, email: "marie@example.com" }).toString(),
    });
    expect(fr.status).toBe(303);
    const [ack] = await listOutbox({ to: "marie@example.com" });
    expect(ack!.subject).toContain("Nous avons bien reçu votre réclamation");
    const [support] = await listOutbox({ to: "support@lavish.localhost" });
    expect(support!.subject).toContain("Neue Beschwerde");
  });

  it("shows translated errors for bad input, stores nothing and never fails with a 500", async () => {
    const before = await complaintCount();
    const cases: [Record<string, string>, string, string][] = [
      [{ ...VALID, name: "   " }, "en", "Value is required"],
      [{ ...VALID, email: "not-an-address" }, "en", "Value is not a valid email address"],
      [{ ...VALID, email: "keine-adresse" }, "de", "Das ist keine gültige E-Mail-Adresse"],
      [{ ...VALID, description: "short" }, "nl", "Dit veld moet minstens 10 tekens lang zijn"],
      [{ ...VALID, description: "x".repeat(6000) }, "fr", "Utilisez au maximum 5000 caractères."],
      [{ ...VALID, category: "not-a-category" }, "es", "Indica de qué trata tu reclamación."],
      [{ ...VALID, concerns: "y".repeat(600) }, "pl", "Użyj maksymalnie 500 znaków; wystarczy link lub nazwa profilu."],
    ];
    for (const [fields, language, message] of cases) {
      const res = await appRequest("/complaints", {
        method: "POST",
        cookie: `i18n_redirected=${language}`,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Client-IP": freshIp() },
        body: new URLSearchParams(fields).toString(),
      });
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).not.toMatch(/>content\.form\.errors\./);
    }
    // Missing fields altogether, a multipart body and a JSON body: still a 400, not a crash.
    expect((await postForm("/complaints", {})).status).toBe(400);
    const multipart = new FormData();
    multipart.set("name", "x");
    const res = await appRequest("/complaints", { method: "POST", body: multipart, headers: { "X-Client-IP": freshIp() } });
    expect(res.status).toBe(400);
    const json = await appRequest("/complaints", {
      method: "POST",
      body: JSON.stringify(VALID),
      headers: { "Content-Type": "application/json", "X-Client-IP": freshIp() },
    });
    expect(json.status).toBeLessThan(500);
    expect(await complaintCount()).toBe(before);
  });

  it("silently refuses a bot that fills the honeypot: nothing stored, nothing mailed", async () => {
    const before = await complaintCount();
    const res = await postForm("/complaints", { ...VALID, email: "bot@example.com", [HONEYPOT_FIELD]: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(await complaintCount()).toBe(before);
    expect(await listOutbox({ to: "bot@example.com" })).toEqual([]);
  });

  it(`rate-limits complaints: ${RATE_LIMITS.complaint.points} an hour per address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.complaint.points; i++) {
      const res = await postForm("/complaints", { ...VALID, email: `sender${i}@example.com` }, { ip });
      expect(res.status, `complaint ${i + 1}`).toBe(303);
    }
    const before = await complaintCount();
    const refused = await postForm("/complaints", { ...VALID, email: "one-more@example.com" }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many attempts. Please wait a moment and try again.");
    expect(await complaintCount()).toBe(before);
    // Bad input does not use up anyone's attempts.
    const other = freshIp();
    for (let i = 0; i < RATE_LIMITS.complaint.points + 2; i++)
      expect((await postForm("/complaints", { ...VALID, email: "x" }, { ip: other })).status).toBe(400);
    expect((await postForm("/complaints", { ...VALID, email: "fresh@example.com" }, { ip: other })).status).toBe(303);
  });

  it("pre-fills name and address for a logged-in member and what the complaint concerns from the link", async () => {
    const { user } = await createMember({ email: "member-complains@example.com", name: "Robin" });
    const html = await (await appRequest("/complaints?concerns=%2Fmembers%2F7", { cookie: await sessionCookieFor(user.id) })).text();
    expect(html).toContain('value="member-complains@example.com"');
    expect(html).toContain('value="Robin"');
    expect(html).toContain('value="/members/7"');
  });

  it("does not show another site's complaint on the acknowledgement page", async () => {
    const res = await postForm("/complaints", VALID);
    const location = res.headers.get("location")!;
    const page = await (await appRequest(location, { host: "lavish.localhost" })).text();
    expect(page).not.toContain('data-slot="complaint-received"');
    expect(page).toContain('id="complaint"');
  });
});

describe("customer-service contact form", () => {
  it("stores the member's message, mails support with reply-to the member and confirms with a toast", async () => {
    const { user } = await createMember({ email: "asks@example.com", name: "Sam" });
    const cookie = await sessionCookieFor(user.id);
    const res = await postForm("/pages/service", { topic: "payments", message: "My credits did not arrive after paying." }, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/pages/service");
    expect(res.headers.get("set-cookie")).toContain("toast=");

    const [row] = await (await getDb()).select().from(contactRequests).where(eq(contactRequests.userId, user.id));
    expect(row).toMatchObject({ siteId: "classic", email: "asks@example.com", name: "Sam", topic: "payments" });
    const [mail] = await listOutbox({ to: "support@classic.localhost" });
    expect(mail).toMatchObject({ kind: "contact-request", replyTo: "asks@example.com" });
    expect(mail!.subject).toContain(row!.reference);
    expect(mail!.text).toContain("My credits did not arrive after paying.");
  });

  it("rejects bad input with translated errors and needs a login", async () => {
    const { user } = await createMember({ email: "terse@example.com" });
    const cookie = `i18n_redirected=it; ${await sessionCookieFor(user.id)}`;
    const res = await postForm("/pages/service", { topic: "nonsense", message: "hi" }, { cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Scegli un argomento.");
    expect(html).toContain("Questo campo deve contenere almeno 10 caratteri");
    const anonymous = await postForm("/pages/service", { topic: "other", message: "A message from nobody at all." });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/login");
    // Other content pages take no posts.
    const terms = await postForm("/pages/terms", { topic: "other" });
    expect(terms.status).toBe(405);
    // The error page says so, not the terms as if the post had worked.
    const termsHtml = await terms.text();
    expect(termsHtml).toContain('<span data-slot="error-status" class="font-semibold">405</span>');
    expect(termsHtml).toContain("This page does not accept this kind of request.");
    expect(termsHtml).not.toContain('data-content-page="terms"');
  });
});
