import { describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";
import { freshIp, latestMail, postForm, tokenIn } from "#tests/support/account-life.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

// A forged proxy header, and the request URL @react-router/express builds from it under `trust proxy`.
// The attacker scripts the request (no Origin): with a foreign Origin the cross-site rule (decision 019) refuses it first.
const forged = { urlHost: "evil.example", headers: { "X-Forwarded-Host": "evil.example", Origin: "" } };

/** Every absolute link in a mail's text. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);

function expectOnlySiteLinks(text: string, origin = "http://classic.localhost") {
  const links = linksIn(text);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(new URL(link).origin).toBe(origin);
  expect(text).not.toContain("evil.example");
}

describe("mail links use the site's own origin, never a forwarded host", () => {
  it("POST /reset-password with X-Forwarded-Host: evil.example mails a link on the site", async () => {
    const member = await createMember();
    const res = await postForm("/reset-password", { email: member.email }, { ...forged, ip: freshIp() });
    expect(res.status).toBe(200);
    const mail = await latestMail(member.email, "password_reset");
    expectOnlySiteLinks(mail!.text);
    expect(tokenIn(mail!.text, "http://classic.localhost/reset-password/do")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).not.toContain("evil.example");
  });

  it("keeps the port of the demo host the visitor used", async () => {
    const member = await createMember({ siteId: "lavish" });
    await postForm(
      "/reset-password",
      { email: member.email },
      { host: "lavish.localhost:3204", urlHost: "evil.example:3204", headers: { Origin: "" }, ip: freshIp() },
    );
    expectOnlySiteLinks((await latestMail(member.email, "password_reset"))!.text, "http://lavish.localhost:3204");
  });

  it("builds the e-mail change links (new and old address) on the site", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const wanted = `changed-${Date.now()}@example.org`;
    const res = await postForm(
      "/profile",
      { intent: "change-email", email: wanted, currentPassword: member.password },
      { cookie, ...forged },
    );
    expect(res.status).toBe(302);
    const confirm = await latestMail(wanted, "email_change");
    expectOnlySiteLinks(confirm!.text);
    const token = tokenIn(confirm!.text, "/mail-change/do")!;
    await appRequest(`/mail-change/do?token=${token}`, forged);
    const notice = (await latestMail(member.email))!;
    expect(notice.kind).not.toBe("password_reset");
    expectOnlySiteLinks(notice.text);
  });

  it("builds the activation link on the site", async () => {
    const member = await createMember({ status: "not_confirmed" });
    const cookie = await sessionCookieFor(member.user.id);
    const sent = await postForm("/account/resend-activation", {}, { cookie, ip: freshIp(), ...forged });
    expect(sent.status).toBe(200);
    const mail = await latestMail(member.email, "activation");
    expectOnlySiteLinks(mail!.text);
    expect(mail!.text).toContain("http://classic.localhost/activate/done?token=");
  });
});
