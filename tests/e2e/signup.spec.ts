import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import sharp from "sharp";
import { siteUrl } from "./helpers.ts";

/** Set SIGNUP_SHOTS=<folder> to keep a screenshot of every step. */
const SHOTS = process.env.SIGNUP_SHOTS;

type SiteCase = {
  site: "classic" | "lavish";
  language: string;
  text: Record<
    | "submit"
    | "photoSave"
    | "locationSave"
    | "personalSave"
    | "textsSave"
    | "like"
    | "continue"
    | "checkMail"
    | "activated"
    | "logout"
    | "login",
    RegExp
  >;
  country?: string;
};

const CASES: SiteCase[] = [
  {
    site: "classic",
    language: "en",
    country: "GB",
    text: {
      submit: /^Sign up for free$/,
      photoSave: /^Save photo$/,
      locationSave: /^Save my location$/,
      personalSave: /^Save$/,
      textsSave: /^Save$/,
      like: /^Like /,
      continue: /^Continue$/,
      checkMail: /Check your e-mail/,
      activated: /Your account is activated/,
      logout: /^Log out$/,
      login: /^Log in$/,
    },
  },
  {
    site: "lavish",
    language: "de",
    country: "AT",
    text: {
      submit: /^Kostenlos registrieren$/i,
      photoSave: /^Foto speichern$/i,
      locationSave: /^Wohnort speichern$/i,
      personalSave: /^Speichern$/i,
      textsSave: /^Speichern$/i,
      like: / liken$/i,
      continue: /^Weiter$/i,
      checkMail: /Schau in dein Postfach/,
      activated: /Dein Konto ist aktiviert/,
      logout: /^Abmelden$/i,
      login: /^Anmelden$/i,
    },
  },
];

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

function activationLink(email: string): string | null {
  const outbox = join(process.env.E2E_DATA_DIR!, "outbox");
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith(".json"));
  } catch {
    return null;
  }
  for (const name of names) {
    const mail = JSON.parse(readFileSync(join(outbox, name), "utf8")) as { to: string; kind: string; text: string };
    if (mail.to === email && mail.kind === "activation") return /https?:\/\/\S+\/activate\/done\?token=[\w-]+/.exec(mail.text)?.[0] ?? null;
  }
  return null;
}

for (const c of CASES) {
  test(`a visitor signs up on ${c.site} (${c.language}) through every step, activates and logs in again`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = `e2e-${c.site}-${Date.now()}@example.com`;
    const password = "a fine long password";
    const prefix = `${c.site}-${c.language}`;
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    // Step 0
    await page.goto(siteUrl(c.site, "/signup"));
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${c.language}`));
    const form = page.locator('[data-slot="signup-form"]');
    await expect(form).toHaveAttribute("data-step", "0");
    await shot(page, `${prefix}-0-empty`);
    const submit = form.getByRole("button", { name: c.text.submit });
    // Lazy validation: errors show on the first submit.
    await submit.click();
    await expect(form.locator('[data-slot="field-error"]').first()).not.toBeEmpty();
    await shot(page, `${prefix}-0-errors`);
    await page.locator('input[name="email"]').fill(email.replace("example.com", "gmial.com"));
    await expect(page.locator('[data-slot="email-suggestion"]')).toBeVisible();
    // Typed as a person types: click, type, Tab to the name, type, Tab to the password. Leaving the
    // address must not replace the name field under the member's fingers.
    await page.locator('input[name="email"]').fill("");
    await page.locator('input[name="email"]').click();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(page.locator('input[name="name"]')).toBeFocused();
    // The name an empty field would get shows as its placeholder only.
    await expect(page.locator('input[name="name"]')).toHaveValue("");
    await expect(page.locator('input[name="name"]')).toHaveAttribute("placeholder", email.split("@")[0]!);
    await page.keyboard.type("Erika");
    await page.keyboard.press("Tab");
    await expect(page.locator('input[name="password"]')).toBeFocused();
    await page.keyboard.type(password);
    await expect(page.locator('input[name="name"]')).toHaveValue("Erika");
    await form.getByRole("link", { name: /terms|AGB/i }).click();
    await expect(page.locator("#terms-modal")).toBeVisible();
    await expect(page.locator('#terms-modal [data-slot="legal-document"]')).toBeVisible();
    await shot(page, `${prefix}-0-terms`);
    await page.keyboard.press("Escape");
    await expect(submit).toBeEnabled();
    await shot(page, `${prefix}-0-filled`);
    await submit.click();

    // Step 1: the push offer (every site has a push key: its own, or the development key, decision 033)
    await expect(form).toHaveAttribute("data-step", "1");
    await shot(page, `${prefix}-1-push`);
    await form.getByRole("button", { name: /^(No, thanks|Nein, danke|Nee, bedankt)$/ }).click();
    // Step 2: photo
    await expect(form).toHaveAttribute("data-step", "2");
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#d6336c" } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
    await shot(page, `${prefix}-2-photo`);
    await form.getByRole("button", { name: c.text.photoSave }).click();

    // Step 3: location
    await expect(form).toHaveAttribute("data-step", "3");
    const save = form.getByRole("button", { name: c.text.locationSave });
    if (c.country) {
      await page.locator('select[name="country"]').selectOption("");
      await expect(save).toBeDisabled();
      await page.locator('select[name="country"]').selectOption(c.country);
    }
    await expect(page.locator('select[name="countryregion"] option').nth(2)).toBeAttached();
    await page.locator('select[name="countryregion"]').selectOption({ index: 2 });
    await page.locator('input[name="city"]').fill(c.site === "classic" ? "Leeds" : "Wien");
    await shot(page, `${prefix}-3-location`);
    await save.click();

    // Step 4: personal
    await expect(form).toHaveAttribute("data-step", "4");
    await page.locator('input[name="gender"][value="female"]').check();
    const thisYear = new Date().getUTCFullYear();
    await page.locator('select[name="dob_day"]').selectOption("15");
    await page.locator('select[name="dob_month"]').selectOption("06");
    // Seventeen is not offered; the newest year is the minimum age.
    await expect(page.locator(`select[name="dob_year"] option[value="${thisYear - 17}"]`)).toHaveCount(0);
    await page.locator('select[name="dob_year"]').selectOption(String(thisYear - 40));
    await expect(page.locator('[data-slot="age"]')).toContainText(/39|40/);
    await page.locator('select[name="relationship_status"]').selectOption("single");
    await shot(page, `${prefix}-4-personal`);
    await form.getByRole("button", { name: c.text.personalSave }).click();

    // Step 5: texts
    await expect(form).toHaveAttribute("data-step", "5");
    await page.locator('textarea[name="about_me"]').fill("I love long walks and good wine.");
    await shot(page, `${prefix}-5-texts`);
    await form.getByRole("button", { name: c.text.textsSave }).click();

    // Step 6: suggested matches
    await expect(form).toHaveAttribute("data-step", "6");
    await expect(form.locator('[data-slot="suggested-member"]').first()).toBeVisible();
    // Each like button stays inside its card (issue 9 item 7: lavish's uppercase label overflowed).
    for (const card of await form.locator('[data-slot="suggested-member"]').all()) {
      const box = (await card.boundingBox())!;
      const button = (await card.getByRole("button").boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(await card.getByRole("button").evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await form.getByRole("button", { name: c.text.like }).first().click();
    await shot(page, `${prefix}-6-matches`);
    await form.getByRole("button", { name: c.text.continue }).click();

    // Step 7: the activation mail goes out; then "check your e-mail"
    await expect(form).toHaveAttribute("data-step", "7");
    await shot(page, `${prefix}-7-sending`);
    await expect(form.getByRole("heading", { name: c.text.checkMail })).toBeVisible({ timeout: 25_000 });
    await shot(page, `${prefix}-7-done`);

    // The profile has what the steps saved.
    const user = await page.evaluate(
      async () =>
        (await (await fetch("/api/user.php")).json()) as {
          user: { profile: { images: unknown[]; countryregion: string | null; name: string } };
        },
    );
    expect(user.user.profile).toMatchObject({
      gender: "female",
      personal: { relationship_status: "single" },
      texts: { about_me: "I love long walks and good wine." },
    });
    expect(user.user.profile.images.length).toBe(1);
    // What the member typed is their name, not the address's local part.
    expect(user.user.profile.name).toBe("Erika");
    expect(user.user.profile.countryregion).toMatch(c.site === "classic" ? /^GB-/ : /^AT-/);

    // The activation mail from the outbox
    let link: string | null = null;
    await expect.poll(() => (link = activationLink(email)), { timeout: 10_000 }).not.toBeNull();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/activate\/done/);
    await expect(page.getByRole("heading", { name: c.text.activated })).toBeVisible();
    await shot(page, `${prefix}-activated`);

    // Log out and in again
    await page.getByRole("button", { name: c.text.logout }).click();
    await page.waitForURL(/\/login/);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form[id="login"] button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await expect(page.locator("body")).toHaveAttribute("data-logged-in", "");
    const again = await page.evaluate(
      async () => (await (await fetch("/api/user.php")).json()) as { user: { email: string; status: string } },
    );
    expect(again.user).toMatchObject({ email, status: "active" });
    expect(errors).toEqual([]);
  });
}

test("a sign-up that came back from a native post works once the scripts run: the notice goes, the address and name stay (decision 053)", async ({
  page,
}) => {
  const email = `late-scripts-${Date.now()}@example.com`;
  // The form posted before the scripts ran (they were late): the browser shows the answer to that POST.
  await page.route(
    (url) => url.pathname === "/signup" && url.searchParams.has("posted"),
    (route) =>
      route.continue({
        url: siteUrl("classic", "/signup"),
        method: "POST",
        headers: {
          ...route.request().headers(),
          origin: new URL(siteUrl("classic")).origin,
          "content-type": "application/x-www-form-urlencoded",
        },
        postData: new URLSearchParams({ email, name: "Kim", password: "a long enough password" }).toString(),
      }),
  );
  const response = await page.goto(siteUrl("classic", "/signup?posted"), { waitUntil: "commit" });
  // The server's HTML says why the form came back…
  expect(response!.status()).toBe(400);
  expect(await response!.text()).toContain('id="signup-scripts-needed"');
  await page.waitForFunction(() => (window as { __appHydrated?: boolean }).__appHydrated === true);
  // …and once the app runs it no longer applies.
  await expect(page.locator("#signup-scripts-needed")).toHaveCount(0);
  const form = page.locator('form[data-slot="signup-account"]');
  await expect(form.locator('input[name="email"]')).toHaveValue(email);
  await expect(form.locator('input[name="name"]')).toHaveValue("Kim");
  await expect(form.locator('input[name="password"]')).toHaveValue("");
});
