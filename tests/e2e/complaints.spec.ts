import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { siteUrl, waitForHydration } from "./helpers.ts";

// The first test may wait for the server's demo seed.
test.describe.configure({ timeout: 120_000 });

type OutboxMail = { to: string; kind: string; subject: string; text: string; replyTo?: string };

/** Mails the server wrote to its outbox (no SMTP in e2e). */
async function outbox(to: string, kind: string): Promise<OutboxMail[]> {
  const dir = join(process.env.E2E_DATA_DIR!, "outbox");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".json"));
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as OutboxMail));
  return mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.kind === kind);
}

test("a visitor files a complaint: validated, stored, mailed to support and acknowledged", async ({ page }) => {
  const sender = `complainer-${Date.now()}@example.com`;
  await page.goto(siteUrl("classic", "/complaints"));
  await expect(page.getByRole("heading", { level: 1, name: "Complaints" })).toBeVisible();
  // The live validation below is the scripts' (an empty post before hydration is answered by the server instead).
  await waitForHydration(page);

  // Bad input first: the form explains, in words, and sends nothing.
  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByText("Value is required").first()).toBeVisible();
  await expect(page.getByText("Please choose what your complaint is about.")).toBeVisible();
  await page.getByLabel("Your e-mail address").fill("not-an-address");
  await expect(page.getByText("Value is not a valid email address")).toBeVisible();

  await page.getByLabel("Your name").fill("Jane Visitor");
  await page.getByLabel("Your e-mail address").fill(sender);
  await page.getByLabel("Profile or page concerned (optional)").fill("/members/12");
  await page.getByLabel("What is it about?").selectOption("harassment");
  await page.getByLabel("Your complaint").fill("short");
  await expect(page.getByText("This field should be at least 10 characters long")).toBeVisible();
  await page.getByLabel("Your complaint").fill("This member keeps sending me threatening messages after I said no.");
  await page.getByRole("button", { name: "Send complaint" }).click();

  // The acknowledgement page, with the reference.
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, we received your complaint" })).toBeVisible();
  const reference = (await page.locator('[data-slot="complaint-reference"]').textContent())!.trim();
  expect(reference).toMatch(/^C-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expect(page.getByText("Subject: Harassment or threats")).toBeVisible();

  // Stored: the page is built from the database row, so it survives a reload.
  await page.reload();
  await expect(page.locator('[data-slot="complaint-reference"]')).toHaveText(reference);

  // Mailed to support (reply-to the sender) and acknowledged to the sender.
  await expect
    .poll(async () => (await outbox("support@classic.localhost", "complaint")).filter((m) => m.subject.includes(reference)).length)
    .toBe(1);
  const [toSupport] = (await outbox("support@classic.localhost", "complaint")).filter((m) => m.subject.includes(reference));
  expect(toSupport!.replyTo).toBe(sender);
  expect(toSupport!.text).toContain("threatening messages");
  expect(toSupport!.text).toContain("/members/12");
  const [ack] = await outbox(sender, "complaint-acknowledgement");
  expect(ack!.subject).toContain(reference);
  expect(ack!.text).toContain("Jane Visitor");
});

test("the complaint form works in German on the lavish site", async ({ page }) => {
  const sender = `beschwerde-${Date.now()}@example.com`;
  await page.goto(siteUrl("lavish", "/complaints"));
  await page.getByLabel("Dein Name").fill("Erika Muster");
  await page.getByLabel("Deine E-Mail-Adresse").fill(sender);
  await page.getByLabel("Worum geht es?").selectOption("minor");
  await page.getByLabel("Deine Beschwerde").fill("Dieses Profil wirkt, als gehöre es einer Minderjährigen.");
  await page.getByRole("button", { name: "Beschwerde senden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Danke, wir haben deine Beschwerde erhalten" })).toBeVisible();
  await expect.poll(async () => (await outbox(sender, "complaint-acknowledgement")).length).toBe(1);
  expect((await outbox(sender, "complaint-acknowledgement"))[0]!.subject).toContain("Wir haben deine Beschwerde erhalten");
});
