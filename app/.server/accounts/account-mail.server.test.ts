import type { Site } from "#app/site/registry.ts";
import { describe, expect, it } from "vitest";
import { anonymisedEmail } from "./account-deletion.server.ts";
import { renderAccountMail, siteLink } from "./account-mail.server.ts";

describe("account mails", () => {
  const site = { name: "Flirt <Classic>", brand_color: "#123456" };
  const mail = renderAccountMail(site, {
    heading: "Choose a new password",
    paragraphs: ['Click "here" & go'],
    action: { label: "Reset", url: "https://classic.example/reset-password/do?token=abc&x=1" },
    linkHint: "Copy this link:",
    footer: "Ignore if not you.",
  });

  it("escapes text in the HTML and brands it with the site colour", () => {
    expect(mail.html).toContain("Flirt &lt;Classic&gt;");
    expect(mail.html).toContain("Click &quot;here&quot; &amp; go");
    expect(mail.html).toContain('href="https://classic.example/reset-password/do?token=abc&amp;x=1"');
    expect(mail.html).toContain("#123456");
    expect(mail.html).not.toContain("<Classic>");
  });

  it("keeps text readable on a light brand colour", () => {
    const gold = renderAccountMail(
      { name: "Gold", brand_color: "#d4af37" },
      { heading: "H", paragraphs: [], action: { label: "Go", url: "https://x.example/" }, linkHint: "Link:", footer: "F" },
    );
    expect(gold.html).toContain("color:#111418;text-decoration:none");
    expect(gold.html).not.toMatch(/color:#d4af37;word-break/);
  });

  it("has a plain-text part with the link", () => {
    expect(mail.text).toContain("Reset: https://classic.example/reset-password/do?token=abc&x=1");
    expect(mail.text).toContain("— Flirt <Classic>");
  });

  it("links on the demo host the member used, never on the request URL's host", () => {
    const lavish = { domain: "lavish.localhost", allHosts: ["lavish.localhost"] } as Site;
    const request = new Request("http://evil.example/profile", { headers: { host: "lavish.localhost:3204" } });
    expect(siteLink(lavish, request, "/mail-change/do?token=t")).toBe("http://lavish.localhost:3204/mail-change/do?token=t");
  });

  it("anonymises a deleted account's address uniquely and undeliverably", () => {
    const a = anonymisedEmail(7);
    expect(a).toMatch(/^deleted-7-[0-9a-f]{12}@deleted\.invalid$/);
    expect(anonymisedEmail(7)).not.toBe(a);
  });
});
