import type { Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { DEMO_PASSWORD, siteUrl } from "./helpers.ts";
import { staffLogin } from "./staff-login.ts";

// A staff login may wait for the next TOTP step when an earlier spec used this one (tests/e2e/staff-login.ts).
test.describe.configure({ timeout: 120_000 });

/**
 * The back office in the browser (decisions 070, 071): a moderator rejects a member's new photo, the member reads the
 * reason and the photo leaves search; an admin bans a member whose open page then leaves for the ban notice. Staff
 * log in as the README's demo staff: password, then a TOTP code of the published demo secret.
 */

/**
 * Every context a test opens, closed after it: a page left open keeps its live stream and polling going through the
 * rest of the suite (the members' later specs saw its sessions and its load).
 */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function newContext(browser: Browser, options?: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext(options);
  opened.push(context);
  return context;
}

async function memberPage(browser: Browser, site: "classic" | "lavish", email: string, path: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(siteUrl(site, `/login?redirectTo=${encodeURIComponent(path)}`));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form[id="login"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

type Card = { id: number; main_image: { thumb_filename: string } | null };

/** GET a same-site path from the page (Node here cannot resolve *.localhost; the browser can). */
function fetchIn<T>(page: Page, path: string): Promise<{ status: number; body: T | null }> {
  return page.evaluate(async (p) => {
    const response = await fetch(p);
    const type = response.headers.get("content-type") ?? "";
    return { status: response.status, body: type.includes("json") ? await response.json() : null };
  }, path) as Promise<{ status: number; body: T | null }>;
}

/** The member's card as another member's search finds it (their place, gender and exact age). */
async function cardInSearch(searcher: Page, member: { profileId: number; gender: string; age: number; country: string }) {
  const query = new URLSearchParams({
    manual_search: "true",
    do_not_save: "true",
    gender: member.gender,
    min_age: String(member.age),
    max_age: String(member.age),
    country: member.country,
    pp: "48",
  });
  for (let page = 1; page <= 10; page++) {
    query.set("page", String(page));
    const { body: answer } = await fetchIn<{ profiles: Card[]; paging: { num_pages: number } }>(searcher, `/api/search.php?${query}`);
    if (!answer) return null;
    const card = answer.profiles.find((p) => p.id === member.profileId);
    if (card || page >= answer.paging.num_pages) return card ?? null;
  }
  return null;
}

test("a moderator rejects a photo: the member reads the reason and the photo is gone from search", async ({ browser }) => {
  const member = await memberPage(browser, "classic", "free@example.com", "/profile");
  const { body: me } = await fetchIn<{ user: { profile: { id: number; gender: string; date_of_birth: string; country: string } } }>(
    member,
    "/api/user.php",
  );
  if (!me) throw new Error("no user");
  const birth = new Date(me.user.profile.date_of_birth);
  const now = new Date();
  const age = now.getFullYear() - birth.getFullYear() - (now < new Date(now.getFullYear(), birth.getMonth(), birth.getDate()) ? 1 : 0);
  const who = { profileId: me.user.profile.id, gender: me.user.profile.gender, age, country: me.user.profile.country };

  // The member uploads a photo and makes it the main one: it waits for review.
  const photo = await sharp({ create: { width: 120, height: 150, channels: 3, background: "#2f9e44" } })
    .jpeg()
    .toBuffer();
  await member.locator("#profile-photo-input").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
  const pendingItem = member.locator('li[data-photo-id]:has([data-slot="photo-pending"])');
  await expect(pendingItem).toHaveCount(1);
  const photoId = await pendingItem.getAttribute("data-photo-id");
  const thumb = await pendingItem.locator("img").getAttribute("src");
  await pendingItem.getByRole("button", { name: "Make main photo" }).click();
  await expect(member.locator(`li[data-photo-id="${photoId}"][data-main]`)).toBeVisible();

  // Another member finds it in search (this site moderates after publication); a visitor's page would not show it.
  const searcher = await memberPage(browser, "classic", "paid@example.com", "/members");
  expect((await cardInSearch(searcher, who))?.main_image?.thumb_filename).toBe(thumb);

  // The moderator rejects it with a reason.
  const staffContext = await newContext(browser);
  const moderator = await staffContext.newPage();
  await staffLogin(moderator, "moderator@example.com", "/admin/moderation");
  const item = moderator.locator(`[data-moderation-photo="${photoId}"]`);
  await item.getByLabel("Reason (the member sees it)").fill("Please show your face");
  await item.getByRole("button", { name: "Reject" }).click();
  await expect(moderator.getByRole("status")).toContainText(`Photo ${photoId} rejected`);

  // The member reads the reason on /profile; the photo is no longer theirs to see, nor in anyone's search.
  await member.reload();
  await expect(member.locator('[data-slot="photo-rejected"]')).toContainText("Please show your face");
  await expect(member.locator(`li[data-photo-id="${photoId}"]`)).toHaveCount(0);
  const after = await cardInSearch(searcher, who);
  expect(after).not.toBeNull();
  expect(after?.main_image?.thumb_filename).not.toBe(thumb);
  expect((await fetchIn(searcher, thumb!)).status).toBe(404);
});

test("an admin bans a member: the member's open page leaves for the ban notice and their login is refused", async ({ browser }) => {
  const member = await memberPage(browser, "lavish", "free@example.com", "/members");

  const staffContext = await newContext(browser);
  const admin = await staffContext.newPage();
  await staffLogin(admin, "admin@example.com", "/admin/members");
  await admin.getByLabel("Search members").fill("free@example.com");
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.locator("tr", { hasText: "lavish" }).getByRole("link").first().click();
  await admin.getByLabel("Reason for the ban").fill("Scam messages");
  await admin.getByRole("button", { name: "Ban" }).click();
  await expect(admin.getByRole("status")).toContainText("Member banned");

  // The member's open page is told at once and shows the ban notice; nothing of the member area is left.
  await member.waitForURL(/\/pages\/ban$/, { timeout: 15_000 });
  await expect(member.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await fetchIn(member, "/api/user.php")).status).toBe(403);

  // Logging in again leads to the notice too.
  await member.goto(siteUrl("lavish", "/login"));
  await member.locator('input[name="email"]').fill("free@example.com");
  await member.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await member.locator('form[id="login"] button[type="submit"]').click();
  await member.waitForURL(/\/pages\/ban$/);

  // Lifted again, so later specs find the demo member as they expect.
  await admin.getByRole("button", { name: "Lift the ban" }).click();
  await expect(admin.getByRole("status")).toContainText("Ban lifted");
});

test("an operator answers as a pool profile from a phone: the member sees the answer live", async ({ browser }) => {
  const member = await memberPage(browser, "classic", "paid@example.com", "/members");
  // A pool profile this member can write to: the first of their search that is no demo member.
  const { body: found } = await fetchIn<{ profiles: { id: number; name: string }[] }>(member, "/api/search.php?auto_load=true");
  const partner = found!.profiles.find((p) => !["Paul", "Frank"].includes(p.name))!;
  await member.goto(siteUrl("classic", `/members/${partner.id}/chat`));
  await member.waitForURL(/\/chats\/\d+$/);
  const conversationId = new URL(member.url()).pathname.split("/").pop()!;
  await expect(member.locator('[data-slot="conversation"][data-live="on"]')).toBeVisible();
  await member.getByRole("textbox").fill("Anyone there tonight?");
  await member.locator('[data-slot="send"]').click();
  await expect(member.locator('[data-slot="message"]', { hasText: "Anyone there tonight?" })).toBeVisible();

  // The operator works from a phone: the back office fits 390 px.
  const staffContext = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const operator = await staffContext.newPage();
  await staffLogin(operator, "operator@example.com", "/admin/console");
  const row = operator.locator(`[data-console-conversation="${conversationId}"]`);
  await expect(row).toContainText("Anyone there tonight?");
  expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await row.getByRole("link", { name: "Open" }).click();
  await operator.waitForURL(new RegExp(`/admin/console/${conversationId}$`));
  expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await operator.getByLabel(`Answer as ${partner.name}`).fill("Yes! Tell me about you.");
  await operator.getByRole("button", { name: "Send" }).click();
  await expect(operator.getByRole("status")).toContainText("Answer sent");

  // The member's open chat shows it without a reload.
  await expect(member.locator('[data-slot="message"]', { hasText: "Yes! Tell me about you." })).toBeVisible();
});
