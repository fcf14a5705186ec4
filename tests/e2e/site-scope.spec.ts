import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { PORT } from "./helpers.ts";

test.describe.configure({ timeout: 120_000 });

type OutboxMail = { to: string; kind: string; text: string };

async function outbox(to: string, kind: string): Promise<OutboxMail[]> {
  const dir = join(process.env.E2E_DATA_DIR!, "outbox");
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse();
  const mails: OutboxMail[] = [];
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(dir, name), "utf8")) as OutboxMail;
    if (mail.to === to && mail.kind === kind) mails.push(mail);
  }
  return mails;
}

test("a forged X-Forwarded-Host does not move the password-reset link off the site", async ({ request }) => {
  const before = (await outbox("paid@example.com", "password_reset")).length;
  // As an attacker's script sends it: no Origin, a forged forwarded host, through the real Express server.
  // Node's resolver knows no *.localhost: the classic site also answers on plain localhost.
  const res = await request.post(`http://localhost:${PORT}/reset-password`, {
    form: { email: "paid@example.com" },
    headers: { "X-Forwarded-Host": "evil.example" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(200);
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const mails = await outbox("paid@example.com", "password_reset");
      mail = mails.length > before ? mails[0] : undefined;
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail!.text).not.toContain("evil.example");
  expect(mail!.text).toContain(`http://localhost:${PORT}/reset-password/do?token=`);
});
