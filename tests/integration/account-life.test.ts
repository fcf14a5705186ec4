import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profileImages, profiles, sessions, users } from "#app/.server/db/schema.ts";
import { env, readEnv } from "#app/.server/env.server.ts";
import { listOutbox } from "#app/.server/mail/mailer.server.ts";
import { storage } from "#app/.server/storage/storage.server.ts";
import { latestMail, postForm, tokenIn, freshIp } from "#tests/support/account-life.ts";
import { appRequest, cookiesFrom } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

async function userRow(id: number) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, id));
  return row!;
}

async function loginStatus(email: string, password: string, host = "classic.localhost") {
  return (await postForm("/login", { email, password }, { host, ip: freshIp() })).status;
}

describe("login abuse limits", () => {
  it("lets a burst of parallel guesses on one account from one address check at most five passwords", async () => {
    const member = await createMember();
    const ip = freshIp();
    const guesses = Array.from({ length: 16 }, (_, i) => postForm("/login", { email: member.email, password: `wrong-guess-${i}` }, { ip }));
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    // Checked first and counted after, all sixteen were checked (a review got 200 through, the right one among them).
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
    // And the address stays refused for that account, even with the right password.
    expect((await postForm("/login", { email: member.email, password: member.password }, { ip })).status).toBe(429);
  });

  it("refuses a filled honeypot like a wrong password and starts no session", async () => {
    const member = await createMember();
    const res = await postForm(
      "/login",
      { email: member.email, password: member.password, website_url: "http://spam.example" },
      { ip: freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  });

  it("strangers failing from many addresses cannot lock the owner out", async () => {
    const member = await createMember({ siteId: "lavish" });
    // 15 wrong passwords from 5 addresses: more than any per-account lockout used to allow.
    const strangers = [freshIp(), freshIp(), freshIp(), freshIp(), freshIp()];
    for (let i = 0; i < 15; i++) {
      const res = await postForm(
        "/login",
        { email: member.email, password: "wrong-password" },
        { host: "lavish.localhost", ip: strangers[i % 5] },
      );
      expect(res.status).toBe(400);
    }
    // The owner, from an address with no recent failures, gets in: the account-wide limit is not reached.
    const owner = await postForm("/login", { email: member.email, password: member.password }, { host: "lavish.localhost", ip: freshIp() });
    expect(owner.status).toBe(302);
  });

  it("refuses one address that keeps failing on one account with 429 and a translated message", async () => {
    const member = await createMember({ siteId: "lavish" });
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await postForm("/login", { email: member.email, password: "wrong-password" }, { host: "lavish.localhost", ip })).status).toBe(
        400,
      );
    }
    // Even the right password is refused from that address; the message is German on lavish.
    const locked = await postForm("/login", { email: member.email, password: member.password }, { host: "lavish.localhost", ip });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await locked.text()).toContain("Zu viele Versuche");
    // Another address is not affected.
    expect(
      (await postForm("/login", { email: member.email, password: member.password }, { host: "lavish.localhost", ip: freshIp() })).status,
    ).toBe(302);
  });

  it("bounds guesses on one account from many addresses (429), while the owner's known device still gets in", async () => {
    const member = await createMember({ siteId: "lavish" });
    const lavish = { host: "lavish.localhost" };
    // The owner logged in on this browser before: it holds a known-device cookie for the account.
    const before = await postForm("/login", { email: member.email, password: member.password }, { ...lavish, ip: freshIp() });
    expect(before.status).toBe(302);
    const knownDevice = before.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("known_device="))!
      .split(";")[0]!;
    expect(knownDevice).toMatch(/^known_device=[0-9a-z]+\.[\w-]{43}$/);
    // 40 guesses at once, each from its own address: no per-address limit is reached, the account-wide one is.
    const guesses = Array.from({ length: 40 }, (_, i) =>
      postForm("/login", { email: member.email, password: `wrong-guess-${i}` }, { ...lavish, ip: freshIp() }),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    // A new browser is refused too, even with the right password (translated, with Retry-After)...
    const stranger = await postForm("/login", { email: member.email, password: member.password }, { ...lavish, ip: freshIp() });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await stranger.text()).toContain("Zu viele Versuche");
    // ...and a known-device cookie of another account, or a forged one, does not pass.
    const other = await createMember({ siteId: "lavish" });
    const otherLogin = await postForm("/login", { email: other.email, password: other.password }, { ...lavish, ip: freshIp() });
    const otherDevice = otherLogin.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("known_device="))!
      .split(";")[0]!;
    for (const cookie of [otherDevice, knownDevice.replace(/.$/, (c) => (c === "A" ? "B" : "A"))]) {
      const res = await postForm("/login", { email: member.email, password: member.password }, { ...lavish, ip: freshIp(), cookie });
      expect(res.status).toBe(429);
    }
    // The owner's own browser gets in.
    const owner = await postForm(
      "/login",
      { email: member.email, password: member.password },
      { ...lavish, ip: freshIp(), cookie: knownDevice },
    );
    expect(owner.status).toBe(302);
  });

  it("counts IPv6 clients by their /64: addresses of one network share the per-address limit", async () => {
    const { addressKey } = await import("#app/.server/security/rate-limit.server.ts");
    expect(addressKey("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:0db8:0000:0001:ffff:0:0:9")).toBe("2001:db8:0:1::/64");
    expect(addressKey("[2001:DB8::1]")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    for (let i = 1; i <= 10; i++) {
      const res = await postForm(
        "/login",
        { email: `nobody-v6-${i}@example.com`, password: "guess-guess" },
        { ip: `2001:db8:77:1::${i.toString(16)}` },
      );
      expect(res.status).toBe(400);
    }
    const member = await createMember();
    const sameNetwork = await postForm("/login", { email: member.email, password: member.password }, { ip: "2001:db8:77:1:abcd::99" });
    expect(sameNetwork.status).toBe(429);
    const otherNetwork = await postForm("/login", { email: member.email, password: member.password }, { ip: "2001:db8:77:2::1" });
    expect(otherNetwork.status).toBe(302);
  });

  it("limits failed attempts per address across accounts, and successful logins do not count", async () => {
    const ip = freshIp();
    const member = await createMember();
    for (let i = 0; i < 12; i++) {
      expect((await postForm("/login", { email: member.email, password: member.password }, { ip })).status).toBe(302);
    }
    for (let i = 0; i < 10; i++) {
      expect((await postForm("/login", { email: `nobody${i}@example.com`, password: "guess-guess" }, { ip })).status).toBe(400);
    }
    const res = await postForm("/login", { email: member.email, password: member.password }, { ip });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain("Too many attempts");
    expect((await postForm("/login", { email: member.email, password: member.password }, { ip: freshIp() })).status).toBe(302);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown addresses and mails only a member", async () => {
    const member = await createMember();
    const known = await postForm("/reset-password", { email: member.email }, { ip: freshIp() });
    const unknown = await postForm("/reset-password", { email: "stranger@example.com" }, { ip: freshIp() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [knownHtml, unknownHtml] = [await known.text(), await unknown.text()];
    expect(knownHtml).toContain("reset-password-sent");
    expect(unknownHtml).toContain("reset-password-sent");
    expect(await latestMail("stranger@example.com")).toBeNull();
    const mail = await latestMail(member.email, "password_reset");
    expect(mail?.subject).toBe("Reset your password for FlirtClassic");
    expect(tokenIn(mail!.text, "http://classic.localhost/reset-password/do")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain("/reset-password/do?token=");
  });

  it("sends no mail when the honeypot is filled, yet answers the same", async () => {
    const member = await createMember();
    const res = await postForm("/reset-password", { email: member.email, website_url: "x" }, { ip: freshIp() });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("reset-password-sent");
    expect(await latestMail(member.email)).toBeNull();
  });

  it("refuses bad input with form errors, not a 500", async () => {
    const empty = await postForm("/reset-password", {}, { ip: freshIp() });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Value is required");
    const bad = await postForm("/reset-password", { email: "not-an-address" }, { ip: freshIp() });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Value is not a valid email address");
  });

  it("answers 429 after too many requests for one address", async () => {
    const member = await createMember();
    for (let i = 0; i < 5; i++) expect((await postForm("/reset-password", { email: member.email }, { ip: freshIp() })).status).toBe(200);
    const res = await postForm("/reset-password", { email: member.email }, { ip: freshIp() });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain("Too many attempts");
  });

  it("sets a new password once per link, ends every session and activates an unconfirmed account", async () => {
    const member = await createMember({ status: "not_confirmed" });
    const cookie = await sessionCookieFor(member.user.id);
    await postForm("/reset-password", { email: member.email.toUpperCase() }, { ip: freshIp() });
    const token = tokenIn((await latestMail(member.email, "password_reset"))!.text, "/reset-password/do")!;

    const form = await appRequest(`/reset-password/do?token=${token}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('id="new-password"');

    const short = await postForm(`/reset-password/do?token=${token}`, { password: "short" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("This field should be at least 8 characters long");

    const done = await postForm(`/reset-password/do?token=${token}`, { password: "brand-new-password" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/login");
    // Opening the mailed link proved the member: this browser becomes a known device of the account.
    const knownDevice = done.headers.getSetCookie().find((c) => c.startsWith("known_device="))!;
    expect(knownDevice).toContain("Path=/login");
    const { isKnownDevice, loginAccountKey } = await import("#app/.server/accounts/known-device.server.ts");
    expect(await isKnownDevice(knownDevice.split(";")[0]!, loginAccountKey("classic", member.email))).toBe(true);
    expect((await appRequest("/api/user.php", { cookie })).status).toBe(403);
    expect(await loginStatus(member.email, member.password)).toBe(400);
    expect(await loginStatus(member.email, "brand-new-password")).toBe(302);
    expect((await userRow(member.user.id)).status).toBe("active");

    const again = await postForm(`/reset-password/do?token=${token}`, { password: "another-password" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("reset-link-invalid");
    expect(await (await appRequest(`/reset-password/do?token=${token}`)).text()).toContain("reset-link-invalid");
  });

  it("shows the expired-link page for missing or forged tokens", async () => {
    for (const path of ["/reset-password/do", "/reset-password/do?token=abc", `/reset-password/do?token=${"A".repeat(43)}`]) {
      const res = await appRequest(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("reset-link-invalid");
    }
    const post = await postForm(`/reset-password/do?token=${"B".repeat(43)}`, { password: "long-enough-password" });
    expect(post.status).toBe(400);
  });
});

describe("e-mail change", () => {
  it("mails the new address, applies the change from the link and tells the old address", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const newEmail = `new-${member.user.id}@example.org`;
    const res = await postForm("/profile", { intent: "change-email", email: newEmail, currentPassword: member.password }, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile");
    const profile = await (await appRequest("/profile", { cookie })).text();
    expect(profile).toContain(`Waiting for confirmation of ${newEmail}`);

    const mail = await latestMail(newEmail, "email_change");
    const token = tokenIn(mail!.text, "/mail-change/do")!;
    expect((await userRow(member.user.id)).email).toBe(member.email);

    const applied = await appRequest(`/mail-change/do?token=${token}`);
    expect(applied.status).toBe(302);
    expect(applied.headers.get("location")).toBe("/mail-change/do?result=done");
    expect((await userRow(member.user.id)).email).toBe(newEmail);
    const page = await appRequest("/mail-change/do?result=done", { cookie });
    expect(await page.text()).toContain(`Your account now uses ${newEmail}`);
    expect(await (await appRequest("/mail-change/do?result=done&email=evil%40example.com")).text()).not.toContain("evil@example.com");

    const notice = await latestMail(member.email, "email_change_notice");
    expect(notice?.text).toContain("http://classic.localhost/mail-change/not-me");
    expect(notice?.text).toContain(newEmail);

    expect(await loginStatus(newEmail, member.password)).toBe(302);
    const reused = await appRequest(`/mail-change/do?token=${token}`);
    expect(reused.headers.get("location")).toBe("/mail-change/do?result=invalid");
  });

  it("refuses a wrong password, the same address, an address in use and bad input", async () => {
    const member = await createMember();
    const other = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const change = (fields: Record<string, string>) => postForm("/profile", { intent: "change-email", ...fields }, { cookie });

    const wrong = await change({ email: "fresh@example.org", currentPassword: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("This password is not correct.");
    const same = await change({ email: member.email.toUpperCase(), currentPassword: member.password });
    expect(same.status).toBe(400);
    expect(await same.text()).toContain("This is already your e-mail address.");
    const taken = await change({ email: other.email, currentPassword: member.password });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("already used by another account");
    const invalid = await change({ email: "nope", currentPassword: "" });
    expect(invalid.status).toBe(400);
    expect(await listOutbox({ to: "fresh@example.org" })).toHaveLength(0);
  });

  it("does not apply a change when the address was taken meanwhile, and rejects forged links", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const wanted = `wanted-${member.user.id}@example.org`;
    await postForm("/profile", { intent: "change-email", email: wanted, currentPassword: member.password }, { cookie });
    const token = tokenIn((await latestMail(wanted, "email_change"))!.text, "/mail-change/do")!;
    await createMember({ email: wanted });
    const res = await appRequest(`/mail-change/do?token=${token}`);
    expect(res.headers.get("location")).toBe("/mail-change/do?result=taken");
    expect((await userRow(member.user.id)).email).toBe(member.email);

    const forged = await appRequest(`/mail-change/do?token=${"x".repeat(43)}`);
    expect(forged.headers.get("location")).toBe("/mail-change/do?result=invalid");
    const odd = await appRequest("/mail-change/do?result=<script>");
    expect(odd.status).toBe(200);
    expect(await odd.text()).toContain("mail-change-failed");
  });
});

describe("account deletion", () => {
  it("refuses a wrong password and keeps the account", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const res = await postForm("/profile", { intent: "delete-account", currentPassword: "wrong" }, { cookie });
    expect(res.status).toBe(400);
    expect((await userRow(member.user.id)).status).toBe("active");
    expect((await postForm("/profile", { intent: "delete-account" }, { cookie })).status).toBe(400);
  });

  it("anonymises the member, removes photos and sessions, and confirms on /account-deleted", async () => {
    const member = await createMember({ name: "Deletable" });
    const db = await getDb();
    await storage.put(`test/${member.profile.id}/a.jpg`, "photo");
    await storage.put(`test/${member.profile.id}/a-thumb.jpg`, "thumb");
    const [image] = await db
      .insert(profileImages)
      .values({
        profileId: member.profile.id,
        filename: `test/${member.profile.id}/a.jpg`,
        thumbFilename: `test/${member.profile.id}/a-thumb.jpg`,
      })
      .returning();
    await db
      .update(profiles)
      .set({ mainImageId: image!.id, texts: { about_me: "Private words" } })
      .where(eq(profiles.id, member.profile.id));
    const cookie = await sessionCookieFor(member.user.id);
    const otherDevice = await sessionCookieFor(member.user.id);

    const res = await postForm("/profile", { intent: "delete-account", currentPassword: member.password }, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account-deleted");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("__session="))).toMatch(/Max-Age=0/);

    const user = await userRow(member.user.id);
    expect(user.status).toBe("deleted");
    expect(user.email).not.toContain(member.email.split("@")[0]!);
    expect(user.email).toMatch(/@deleted\.invalid$/);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(profile).toMatchObject({ name: "", dateOfBirth: null, country: null, city: null, texts: {}, personal: {}, mainImageId: null });
    expect(await db.select().from(profileImages).where(eq(profileImages.profileId, member.profile.id))).toHaveLength(0);
    expect(await storage.get(`test/${member.profile.id}/a.jpg`)).toBeNull();
    expect(await storage.get(`test/${member.profile.id}/a-thumb.jpg`)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toHaveLength(0);
    expect((await appRequest("/api/user.php", { cookie: otherDevice })).status).toBe(403);
    expect(await loginStatus(member.email, member.password)).toBe(400);

    const confirmation = await appRequest("/account-deleted");
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain("Your profile on FlirtClassic has been removed");
    // The address is free again for a new sign-up.
    expect((await createMember({ email: member.email })).user.id).toBeGreaterThan(member.user.id);
  });
});

describe("own profile", () => {
  it("shows the e-mail address and its state, and needs a login", async () => {
    const member = await createMember({ status: "not_confirmed" });
    const html = await (await appRequest("/profile", { cookie: await sessionCookieFor(member.user.id) })).text();
    expect(html).toContain(member.email);
    expect(html).toContain("Not confirmed yet");
    expect((await appRequest("/profile")).headers.get("location")).toBe("/login?redirectTo=%2Fprofile");
  });

  it("saves the details and keeps fields the form does not show", async () => {
    const member = await createMember();
    const db = await getDb();
    await db
      .update(profiles)
      .set({ texts: { interests: "music" }, personal: { smoking: "no" } })
      .where(eq(profiles.id, member.profile.id));
    const cookie = await sessionCookieFor(member.user.id);
    const res = await postForm(
      "/profile",
      {
        intent: "details",
        name: "  Jamie ",
        gender: "female",
        date_of_birth: "1991-02-03",
        country: "CA",
        countryregion: "CA-ON",
        city: "Toronto",
        "personal.height": "170-179",
        "personal.relationship_status": "single",
        "texts.about_me": "I like long walks.",
        "texts.looking_for": "",
      },
      { cookie },
    );
    expect(res.status).toBe(302);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(profile).toMatchObject({
      name: "Jamie",
      gender: "female",
      dateOfBirth: "1991-02-03",
      country: "CA",
      countryregion: "CA-ON",
      city: "Toronto",
      personal: { smoking: "no", height: "170-179", relationship_status: "single" },
      texts: { interests: "music", about_me: "I like long walks." },
    });
  });

  it("refuses bad details with messages, never a 500", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const base = { intent: "details", name: "Sam", country: "US" };
    const cases: [Record<string, string>, string][] = [
      [{ name: "" }, "Value is required"],
      [{ name: "@sam" }, "name_starts_with_at"],
      [{ date_of_birth: "2020-01-01" }, "at least 18 years old"],
      [{ date_of_birth: "1990-02-30" }, "at least 18 years old"],
      [{ date_of_birth: "0000-00-00" }, "at least 18 years old"],
      [{ country: "NL" }, "Choose your country."],
      [{ countryregion: "CA-ON" }, "Please choose a region of the chosen country."],
      [{ gender: "other" }, "Choose one of the options."],
      [{ "personal.height": "999" }, "Choose one of the options."],
      [{ city: "x".repeat(256) }, "Use at most 255 characters."],
    ];
    for (const [fields, message] of cases) {
      const res = await postForm("/profile", { ...base, ...fields }, { cookie });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text(), JSON.stringify(fields)).toContain(message);
    }
    expect((await postForm("/profile", { intent: "unknown" }, { cookie })).status).toBe(400);
    expect((await postForm("/profile", {}, { cookie })).status).toBe(400);
  });

  it("saves interests and refuses unknown ones", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    expect((await postForm("/profile", { intent: "interests", interests: ["travel", "music"] }, { cookie })).status).toBe(302);
    const db = await getDb();
    let [profile] = await db.select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(profile!.texts.interests).toBe("travel,music");
    expect((await postForm("/profile", { intent: "interests", interests: ["travel", "stamp-licking"] }, { cookie })).status).toBe(400);
    expect((await postForm("/profile", { intent: "interests" }, { cookie })).status).toBe(302);
    [profile] = await db.select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(profile!.texts.interests).toBeUndefined();
  });

  it("chooses the main photo and deletes photos, only the member's own", async () => {
    const member = await createMember();
    const stranger = await createMember();
    const db = await getDb();
    const [first, second] = await db
      .insert(profileImages)
      .values([
        {
          profileId: member.profile.id,
          filename: `t/${member.profile.id}-1.jpg`,
          thumbFilename: `t/${member.profile.id}-1t.jpg`,
          position: 0,
        },
        {
          profileId: member.profile.id,
          filename: `t/${member.profile.id}-2.jpg`,
          thumbFilename: `t/${member.profile.id}-2t.jpg`,
          position: 1,
        },
      ])
      .returning();
    const [foreign] = await db
      .insert(profileImages)
      .values({ profileId: stranger.profile.id, filename: "t/foreign.jpg", thumbFilename: "t/foreign-t.jpg" })
      .returning();
    await db.update(profiles).set({ mainImageId: first!.id }).where(eq(profiles.id, member.profile.id));
    const cookie = await sessionCookieFor(member.user.id);
    const mainOf = async () => (await db.select().from(profiles).where(eq(profiles.id, member.profile.id)))[0]!.mainImageId;

    expect((await postForm("/profile", { intent: "photo-main", imageId: String(second!.id) }, { cookie })).status).toBe(302);
    expect(await mainOf()).toBe(second!.id);
    expect((await postForm("/profile", { intent: "photo-delete", imageId: String(second!.id) }, { cookie })).status).toBe(302);
    expect(await mainOf()).toBe(first!.id);
    expect((await postForm("/profile", { intent: "photo-delete", imageId: String(foreign!.id) }, { cookie })).status).toBe(404);
    expect((await postForm("/profile", { intent: "photo-main", imageId: String(foreign!.id) }, { cookie })).status).toBe(404);
    expect((await postForm("/profile", { intent: "photo-main", imageId: "abc" }, { cookie })).status).toBe(400);
    expect(await db.select().from(profileImages).where(eq(profileImages.id, foreign!.id))).toHaveLength(1);
  });

  it("changes the password with the current one, keeping this session and ending the others", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const otherDevice = await sessionCookieFor(member.user.id);
    const wrong = await postForm(
      "/profile",
      { intent: "change-password", currentPassword: "nope", newPassword: "long-new-password" },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("This password is not correct.");
    const short = await postForm(
      "/profile",
      { intent: "change-password", currentPassword: member.password, newPassword: "short" },
      { cookie },
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("at least 8 characters");
    const ok = await postForm(
      "/profile",
      { intent: "change-password", currentPassword: member.password, newPassword: "long-new-password" },
      { cookie },
    );
    expect(ok.status).toBe(302);
    expect((await appRequest("/api/user.php", { cookie })).status).toBe(200);
    expect((await appRequest("/api/user.php", { cookie: otherDevice })).status).toBe(403);
    expect(await loginStatus(member.email, "long-new-password")).toBe(302);
  });

  it("limits current-password guesses on /profile with a 429", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    for (let i = 0; i < 10; i++) {
      expect((await postForm("/profile", { intent: "delete-account", currentPassword: `guess-${i}` }, { cookie })).status).toBe(400);
    }
    const res = await postForm("/profile", { intent: "delete-account", currentPassword: member.password }, { cookie });
    expect(res.status).toBe(429);
    expect((await userRow(member.user.id)).status).toBe("active");
  });
});

describe("activation reminder", () => {
  it("shows the reminder to an unconfirmed member only", async () => {
    const unconfirmed = await createMember({ status: "not_confirmed" });
    const active = await createMember();
    expect(await (await appRequest("/", { cookie: await sessionCookieFor(unconfirmed.user.id) })).text()).toContain(
      'data-slot="activation-reminder"',
    );
    expect(await (await appRequest("/", { cookie: await sessionCookieFor(active.user.id) })).text()).not.toContain(
      'data-slot="activation-reminder"',
    );
  });

  it("resends the activation mail, refuses others and limits the rate", async () => {
    const member = await createMember({ status: "not_confirmed" });
    const cookie = await sessionCookieFor(member.user.id);
    expect((await postForm("/account/resend-activation", {})).status).toBe(403);
    const activeCookie = await sessionCookieFor((await createMember()).user.id);
    expect((await postForm("/account/resend-activation", {}, { cookie: activeCookie })).status).toBe(409);
    expect((await appRequest("/account/resend-activation", { cookie })).status).toBe(405);

    const ip = freshIp();
    const sent = await postForm("/account/resend-activation", {}, { cookie, ip });
    expect(sent.status).toBe(200);
    const mail = await latestMail(member.email, "activation");
    expect(mail?.text).toContain("/activate/done?token=");
    for (let i = 0; i < 4; i++) expect((await postForm("/account/resend-activation", {}, { cookie, ip })).status).toBe(200);
    expect((await postForm("/account/resend-activation", {}, { cookie, ip })).status).toBe(429);
  });
});

describe("complete-signup and the developer outbox", () => {
  it("offers a visitor the login to continue, and shows a member the sign-up form", async () => {
    const guest = await appRequest("/complete-signup");
    expect(guest.status).toBe(200);
    const guestHtml = await guest.text();
    expect(guestHtml).toContain("/login?redirectTo=%2Fcomplete-signup");
    expect(guestHtml).toContain('data-slot="signup-form"');
    const member = await createMember();
    const res = await appRequest("/complete-signup", { cookie: await sessionCookieFor(member.user.id) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-slot="signup-form"');
    expect(html).not.toContain("complete-signup-login");
  });

  it("lists the outbox outside production and does not exist in production", async () => {
    const member = await createMember();
    await postForm("/reset-password", { email: member.email }, { ip: freshIp() });
    const page = await appRequest(`/dev/outbox?to=${encodeURIComponent(member.email)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Reset your password for FlirtClassic");
    const before = env.NODE_ENV;
    env.NODE_ENV = "production";
    try {
      expect((await appRequest("/dev/outbox")).status).toBe(404);
    } finally {
      env.NODE_ENV = before;
    }
    // The built server started by hand, without NODE_ENV, is production too (a review found the outbox open).
    expect(readEnv({}).NODE_ENV).toBe("production");
    expect(readEnv({ NODE_ENV: "development" }).NODE_ENV).toBe("development");
  });
});

describe("cookies", () => {
  it("keeps the login cookie helper usable", async () => {
    const member = await createMember();
    const res = await postForm("/login", { email: member.email, password: member.password }, { ip: freshIp() });
    expect(cookiesFrom(res)).toMatch(/__session=/);
  });
});
