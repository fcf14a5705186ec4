import { createServer } from "node:http";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { PORT } from "./helpers.ts";

/** The fixture site tracked.localhost sends n1's postbacks here (playwright.config.ts: TEST_POSTBACK_ORIGIN). */
const RECEIVER_PORT = PORT + 1000;
const calls: string[] = [];
const receiver = createServer((req, res) => {
  calls.push(req.url ?? "");
  res.end("ok");
});

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function activationLink(to: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR!, "outbox");
  let link: string | null = null;
  await expect
    .poll(async () => {
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        if (!name.endsWith(".json")) continue;
        const mail = JSON.parse(await readFile(join(dir, name), "utf8")) as { to: string; kind: string; text: string };
        if (mail.to === to && mail.kind === "activation")
          link = /https?:\/\/\S+\/activate\/done\?token=[\w-]+/.exec(mail.text)?.[0] ?? null;
      }
      return link;
    })
    .not.toBeNull();
  return link!;
}

test("a tracked visitor: keys leave the address bar, the account keeps the record, activation sends one postback", async ({ page }) => {
  test.setTimeout(90_000);
  const origin = `http://tracked.localhost:${PORT}`;
  await page.goto(`${origin}/landers/video/spring?network=n1&sub1=a&cpc=0.5`);
  // Removed without a reload: the same document, the keys gone from the address bar, kept in local storage.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await expect.poll(() => page.url()).toBe(`${origin}/landers/video/spring`);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("tracking")))!) as Record<string, string>;
  expect(stored).toMatchObject({ network: "n1", sub1: "a", cpc: "0.5" });
  expect(Date.parse(stored.expires!) - Date.parse(stored.at!)).toBe(2_592_000_000);
  const cookie = (await page.context().cookies(origin)).find((c) => c.name === "tracking")!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 86_400_000);

  // The page-hidden beacon: an empty JSON body, answered 204.
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/page-hidden.php"));
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const sent = await beacon;
  expect(sent.method()).toBe("POST");
  // (Chromium does not show a beacon's Blob body to Playwright; the unit test of app/tracking/browser.ts checks it is "{}".)
  expect((await sent.response())?.status()).toBe(204);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

  const email = `tracked-${Date.now()}@example.com`;
  const form = page.locator('[data-slot="signup-account"]');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="name"]').fill("Tracy");
  await form.locator('input[name="password"]').fill("a long enough password");
  const created = page.waitForResponse((response) => response.url().includes("/api/user.php?new=1"));
  await form.locator('button[type="submit"]').click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(201);
  const sentBody = createdResponse.request().postDataJSON() as { trafficsource: string | null; form_path: string };
  expect(sentBody.trafficsource).toBe("n1");

  const me = await page.evaluate(async () => (await (await fetch("/api/user.php")).json()) as { user: { network: unknown } });
  expect(me.user.network).toEqual({ network: "n1", ref: null, sub1: "a", sub2: null, sub3: null });

  calls.length = 0;
  const link = new URL(await activationLink(email));
  await page.goto(`${origin}${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect.poll(() => calls.length).toBe(1);
  // Activation is once: the link again, and time for any stray retry, still leave exactly one call.
  await page.goto(`${origin}${link.pathname}${link.search}`);
  await page.waitForTimeout(1500);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatch(/^\/postback\/n1\?event=activation&click=a&cpc=0\.5&member=\d+$/);
});
