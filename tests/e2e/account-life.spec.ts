import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import sharp from "sharp";
import { PORT, siteUrl } from "./helpers.ts";

type Site = "classic" | "lavish";

// Each test walks several pages and mails; the first one may also wait for the server's demo seed.
test.describe.configure({ timeout: 150_000 });
type OutboxMail = { to: string; kind: string; subject: string; text: string; date: string };

/** Mails the server wrote to its outbox (no SMTP in e2e), newest first. */
async function outbox(to: string, kind: string): Promise<OutboxMail[]> {
  const dir = join(process.env.E2E_DATA_DIR!, "outbox");
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse();
  const mails: OutboxMail[] = [];
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(dir, name), "utf8")) as OutboxMail;
    if (mail.to.toLowerCase() === to.toLowerCase() && mail.kind === kind) mails.push(mail);
  }
  return mails;
}

async function linkFromMail(to: string, kind: string, path: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await outbox(to, kind);
      if (mails.length <= after) return null;
      link = new RegExp(`https?://[^\\s]+${path.replace(/[/.]/g, "\\$&")}[^\\s]*`).exec(mails[0]!.text)?.[0];
      return link ?? null;
    })
    .not.toBeNull();
  return link!;
}

/**
 * A new, logged-in, unconfirmed member through the sign-up API of docs/product/api.md#user
 * (e-mail check token, csrf hash over the user agent), as the sign-up form sends it.
 */
async function signUp(page: Page, site: Site, email: string, password: string, name: string) {
  await page.goto(siteUrl(site, "/"));
  const userAgent = await page.evaluate(() => navigator.userAgent);
  // Node does not resolve *.localhost; the browser does, so the calls run in the page (with its cookies and user agent).
  const check = await page.evaluate(async (address) => {
    const res = await fetch(`/api/validate_email.php?email=${encodeURIComponent(address)}`);
    return (await res.json()) as { token: string; status: string };
  }, email);
  expect(check.status).toBe("new");
  const created = await page.evaluate(
    async (body) => {
      const res = await fetch("/api/user.php?new=1", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { ok: res.ok, text: await res.text() };
    },
    {
      email,
      firstname: name,
      password,
      timezone: "UTC",
      language: site === "lavish" ? "de" : "en",
      profile: null,
      form_path: "/signup",
      csrf: createHash("sha512").update(`${email.toLowerCase()}${userAgent}`).digest("hex"),
      token: check.token,
      n: userAgent,
    },
  );
  expect(created.ok, created.text).toBe(true);
}

async function logIn(page: Page, site: Site, email: string, password: string) {
  await page.goto(siteUrl(site, "/login"));
  await page.locator('form[id="login"] input[name="email"]').fill(email);
  await page.locator('form[id="login"] input[name="password"]').fill(password);
  await page.locator('form[id="login"] button[type="submit"]').click();
}

test("resets the password and changes the e-mail address (lavish, German)", async ({ page }) => {
  const stamp = Date.now();
  const email = `reset-${stamp}@example.com`;
  const newEmail = `moved-${stamp}@example.org`;
  await signUp(page, "lavish", email, "first-password", "Lena");
  await page.context().clearCookies();

  // Forgot password: the page answers the same for everyone and mails a link.
  await page.goto(siteUrl("lavish", "/login"));
  await page.locator('a[href="/reset-password"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Passwort zurücksetzen");
  await page.locator('form[id="reset-password"] input[name="email"]').fill(email);
  await page.locator('form[id="reset-password"] button[type="submit"]').click();
  await expect(page.locator("#reset-password-sent")).toContainText(email);

  const resetLink = await linkFromMail(email, "password_reset", "/reset-password/do");
  await page.goto(resetLink);
  await page.locator('form[id="new-password"] input[name="password"]').fill("short");
  await page.locator('form[id="new-password"] button[type="submit"]').click();
  await expect(page.locator('form[id="new-password"]')).toContainText("8");
  await page.locator('form[id="new-password"] input[name="password"]').fill("second-password");
  await page.locator('form[id="new-password"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/login");
  await expect(page.locator('[data-slot="toast"]')).toContainText("Passwort wurde geändert");

  // The link works once.
  await page.goto(resetLink);
  await expect(page.locator("#reset-link-invalid")).toBeVisible();

  // The old password no longer works; the new one does.
  await logIn(page, "lavish", email, "first-password");
  await expect(page.locator('form[id="login"] [role="alert"]').first()).toBeVisible();
  await logIn(page, "lavish", email, "second-password");
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));

  // E-mail change from /profile: confirmation to the new address, then applied from its link.
  await page.goto(siteUrl("lavish", "/profile"));
  await expect(page.getByTestId("profile-email")).toHaveText(email);
  await page.locator('form[id="change-email"] input[name="email"]').fill(newEmail);
  await page.locator('form[id="change-email"] input[name="currentPassword"]').fill("second-password");
  await page.locator('form[id="change-email"] button[type="submit"]').click();
  await expect(page.locator('[data-slot="toast"]')).toContainText(newEmail);
  await expect(page.getByTestId("profile-email")).toHaveText(email);

  await page.goto(await linkFromMail(newEmail, "email_change", "/mail-change/do"));
  await expect(page.locator("#mail-change-done")).toContainText(newEmail);
  const notice = await outbox(email, "email_change_notice");
  // The warning leads to a public notice: its reader has usually lost the account.
  expect(notice[0]?.text).toContain("/mail-change/not-me");

  await page.goto(siteUrl("lavish", "/profile"));
  await expect(page.getByTestId("profile-email")).toHaveText(newEmail);
  // Opening a mailed link confirms the address, so the activation reminder is gone.
  await expect(page.getByTestId("email-state")).toHaveText("Bestätigt");
  await expect(page.locator('[data-slot="activation-reminder"]')).toHaveCount(0);

  // Session life: when the session ends elsewhere, the next user refresh (on return to the tab) shows the logged-out state.
  await page.context().clearCookies();
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await page.waitForURL((url) => url.pathname === "/login");
});

test("reminds an unconfirmed member, then deletes the account after the discount offer (classic, English)", async ({ page }) => {
  const email = `delete-${Date.now()}@example.com`;
  await signUp(page, "classic", email, "delete-me-please", "Dana");

  // Unactivated members can use the site, with a reminder and a resend link.
  await page.goto(siteUrl("classic", "/profile"));
  const reminder = page.locator('[data-slot="activation-reminder"]');
  await expect(reminder).toContainText(email);
  await expect(page.getByTestId("email-state")).toHaveText("Not confirmed yet");
  const before = (await outbox(email, "activation")).length;
  await reminder.getByRole("button").click();
  await expect(page.locator('[data-slot="activation-resent"]')).toBeVisible();
  expect((await outbox(email, "activation")).length).toBe(before + 1);

  // A photo added on /profile becomes the main one; deletion must remove its file from storage.
  const photo = await sharp({ create: { width: 120, height: 150, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();
  await page.locator("#profile-photo-input").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
  const mainPhoto = page.locator('[data-slot="photo-list"] li[data-main] img');
  await expect(mainPhoto).toHaveCount(1);
  const photoUrl = await mainPhoto.getAttribute("src");
  expect((await page.request.get(new URL(photoUrl!, `http://localhost:${PORT}`).toString())).status()).toBe(200);

  // Deletion: the site's delete_discount is offered first.
  await page.getByTestId("delete-account-open").click();
  const dialog = page.locator("#delete-account-dialog");
  await expect(dialog).toContainText("50%");
  // The offer leads to a page that says how to claim it, not to a stub.
  // Opening the deletion told the server, so the offer exists for this member now (decision 059).
  await expect(dialog.getByTestId("delete-offer-accept")).toHaveAttribute("href", "/offers/stay");
  expect(await page.evaluate(async () => (await fetch("/offers/stay")).status)).toBe(200);
  await dialog.getByTestId("delete-offer-decline").click();
  await dialog.locator('input[name="currentPassword"]').fill("not-my-password");
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator("#delete-account-dialog")).toContainText("This password is not correct.");
  await page.locator('#delete-account-dialog input[name="currentPassword"]').fill("delete-me-please");
  await page.locator('#delete-account-dialog button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/account-deleted");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account has been deleted");
  await expect(page.locator('a[href="/login"]').first()).toBeVisible();

  expect((await page.request.get(new URL(photoUrl!, `http://localhost:${PORT}`).toString())).status()).toBe(404);

  // The account is gone: no login, and the profile page asks for one.
  await logIn(page, "classic", email, "delete-me-please");
  await expect(page.locator('form[id="login"] [role="alert"]').first()).toBeVisible();
  await page.goto(siteUrl("classic", "/profile"));
  await page.waitForURL((url) => url.pathname === "/login");
});
