import { createECDH, createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { listOutbox } from "#app/.server/mail/mailer.server.ts";
import { RATE_LIMITS } from "#app/.server/security/rate-limit.server.ts";
import { storage } from "#app/.server/storage/storage.server.ts";
import { BROWSER_UA, appRequest, cookiesFrom } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

let ipCounter = 0;
/** Each sign-up its own client address, so the per-IP limit does not interfere unless a test wants it to. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function csrf(email: string, userAgent = BROWSER_UA) {
  return createHash("sha512").update(`${email.trim().toLowerCase()}${userAgent}`).digest("hex");
}

async function json(response: Response) {
  // Loose reads of JSON answers in assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as Record<string, any>;
}

async function checkEmail(email: string, host = "classic.localhost") {
  return appRequest(`/api/validate_email.php?email=${encodeURIComponent(email)}`, { host, headers: { "x-client-ip": freshIp() } });
}

async function signUp(
  overrides: Record<string, unknown> = {},
  { host = "classic.localhost", ip = freshIp(), cookie }: { host?: string; ip?: string; cookie?: string } = {},
) {
  const email = String(overrides.email ?? `new${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`);
  const check = await json(await checkEmail(email, host));
  const body = {
    email,
    firstname: "Nina",
    password: "long enough password",
    trafficsource: null,
    timezone: "Europe/Amsterdam",
    country: null,
    language: "en",
    profile: null,
    form_path: "/signup",
    referrer: "https://partner.example/landing",
    csrf: csrf(email),
    token: check.token,
    n: BROWSER_UA,
    ...overrides,
  };
  const response = await appRequest("/api/user.php?new=1", {
    host,
    cookie,
    method: "POST",
    headers: { "Content-Type": "application/json", "x-client-ip": ip },
    body: JSON.stringify(body),
  });
  return { response, email, cookie: cookiesFrom(response) };
}

/** The first mail to an address, once the outbox has it. */
function firstMailTo(to: string) {
  return vi.waitFor(
    async () => {
      const [mail] = await listOutbox({ to });
      if (!mail) throw new Error(`no mail to ${to} yet`);
      return mail;
    },
    { timeout: 5000 },
  );
}

describe("GET /api/validate_email.php", () => {
  it("answers new for an unknown address, with a token", async () => {
    const body = await json(await checkEmail("Someone.New@Example.com"));
    expect(body).toMatchObject({ status: "new", email: "someone.new@example.com", request_email: "Someone.New@Example.com" });
    expect(body.token).toMatch(/\./);
  });

  it("answers active, not_confirmed and deleted for existing accounts of this site only", async () => {
    const active = await createMember({ status: "active" });
    const pending = await createMember({ status: "not_confirmed" });
    const deleted = await createMember({ status: "deleted" });
    expect((await json(await checkEmail(active.email))).status).toBe("active");
    expect((await json(await checkEmail(pending.email.toUpperCase()))).status).toBe("not_confirmed");
    expect((await json(await checkEmail(deleted.email))).status).toBe("deleted");
    // Accounts belong to one site: the same address is new on another brand.
    expect((await json(await checkEmail(active.email, "lavish.localhost"))).status).toBe("new");
  });

  it("refuses a malformed address with a 400 and the validation message", async () => {
    for (const email of ["", "nope", "a@b", `${"x".repeat(300)}@example.com`]) {
      const response = await checkEmail(email);
      expect(response.status, email).toBe(400);
      expect((await json(response)).error.message).toBe("Value is not a valid email address");
    }
  });

  it("is rate-limited per IP with a translated 429", async () => {
    const headers = { "x-client-ip": "10.99.0.1" };
    let last: Response | undefined;
    for (let i = 0; i < 61; i++) last = await appRequest(`/api/validate_email.php?email=r${i}@example.com`, { headers });
    expect(last!.status).toBe(429);
    expect((await json(last!)).error.message).toBe("Too many attempts. Please wait a moment and try again.");
    const german = await appRequest("/api/validate_email.php?email=x@example.com", { host: "lavish.localhost", headers });
    expect(german.status).toBe(429);
    expect((await json(german)).error.message).not.toContain("Too many");
  });
});

describe("POST /api/user.php?new=1", () => {
  it("creates an unconfirmed account, logs it in and sends a localized activation mail", async () => {
    const { response, email, cookie } = await signUp();
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body.user).toMatchObject({ email, name: "Nina", status: "not_confirmed", loggedIn: true });
    expect(cookie).toMatch(/__session=/);
    const user = await json(await appRequest("/api/user.php", { cookie }));
    expect(user.user.email).toBe(email);

    const mail = await firstMailTo(email);
    expect(mail.kind).toBe("activation");
    expect(mail.from).toBe("FlirtClassic <hello@classic.localhost>");
    expect(mail.subject).toBe("Activate your account on FlirtClassic");
    expect(mail.html).toContain("Activate my account");
    expect(mail.text).toMatch(/http:\/\/classic\.localhost\/activate\/done\?token=[\w-]{43}/);
  });

  it("writes the activation mail in the member's language with the site's sender", async () => {
    const { response, email } = await signUp({ language: "de" }, { host: "lavish.localhost" });
    expect(response.status).toBe(201);
    const mail = await firstMailTo(email);
    expect(mail.subject).toBe("Aktiviere dein Konto bei MilfLounge");
    expect(mail.from).toBe("MilfLounge <kontakt@lavish.localhost>");
  });

  it("answers each validation rule with its message, never a 500", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: "" }, "Value is required"],
      [{ firstname: "@nina" }, "Your name cannot start with @"],
      [{ password: "short" }, "This field should be at least 8 characters long"],
      [{ firstname: "x".repeat(151) }, "Your name can be at most 150 characters long"],
    ];
    for (const [override, message] of cases) {
      const { response } = await signUp(override);
      expect(response.status, message).toBe(400);
      expect((await json(response)).error.message).toBe(message);
    }
    const email = "same@example.com";
    const { response } = await signUp({ email, firstname: email });
    expect((await json(response)).error.message).toBe("Your name cannot be your e-mail address");
  });

  it("verifies the csrf hash against the request's user agent and the e-mail check token", async () => {
    const badCsrf = await signUp({ csrf: csrf("other@example.com") });
    expect(badCsrf.response.status).toBe(400);
    expect((await json(badCsrf.response)).error.code).toBe("csrf");
    const badToken = await signUp({ token: "123.abc" });
    expect(badToken.response.status).toBe(400);
    expect((await json(badToken.response)).error.code).toBe("email_check");
  });

  it("creates one account for a double submit", async () => {
    const email = `double${Date.now()}@example.com`;
    const first = await signUp({ email });
    const second = await signUp({ email });
    expect(first.response.status).toBe(201);
    expect(second.response.status).toBe(409);
    expect((await json(second.response)).error.message).toContain("already an account");
  });

  it("refuses bad bodies and bots with a 400, and too many sign-ups from one address with a 429", async () => {
    for (const body of ["not json", "{}", JSON.stringify({ email: 5 })]) {
      const response = await appRequest("/api/user.php?new=1", {
        method: "POST",
        headers: { "x-client-ip": freshIp(), "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
    }
    const bot = await signUp({ website_url: "http://spam.example" });
    expect(bot.response.status).toBe(400);
    const ip = "10.98.0.1";
    const { points } = RATE_LIMITS.signup;
    const statuses: number[] = [];
    for (let i = 0; i <= points; i++) statuses.push((await signUp({}, { ip })).response.status);
    expect(statuses.slice(0, points).every((status) => status === 201)).toBe(true);
    expect(statuses[points]).toBe(429);
    const refused = await signUp({}, { ip, host: "lavish.localhost" });
    expect((await json(refused.response)).error.message).toBe("Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.");
  });

  it("is open on an invite-only site only with a traffic source", async () => {
    const closed = await signUp({ language: "nl" }, { host: "gay.localhost" });
    expect(closed.response.status).toBe(403);
    expect((await json(closed.response)).error.code).toBe("signups_closed");
    const invited = await signUp({ language: "nl", trafficsource: "partner-42" }, { host: "gay.localhost" });
    expect(invited.response.status).toBe(201);
    // No country given and a private test address: the site's first country (decision 025).
    expect((await json(invited.response)).user.profile.country).toBe("NL");
  });

  it("files a member who gives no country under the GeoIP country when the site serves it, else the site's first", async () => {
    const belgian = await signUp({ language: "nl", trafficsource: "p" }, { host: "gay.localhost", ip: "81.82.0.1" });
    expect((await json(belgian.response)).user.profile.country).toBe("BE");
    const german = await signUp({ language: "nl", trafficsource: "p" }, { host: "gay.localhost", ip: "81.169.145.1" });
    expect((await json(german.response)).user.profile.country).toBe("NL");
    const chosen = await signUp({ language: "nl", trafficsource: "p", country: "NL" }, { host: "gay.localhost", ip: "81.82.0.1" });
    expect((await json(chosen.response)).user.profile.country).toBe("NL");

    // Having skipped the location step, the Belgian member is found by a search of Belgium on the site.
    const db = await getDb();
    const { users } = await import("#app/.server/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    await db.update(users).set({ status: "active" }).where(eq(users.email, belgian.email));
    const searcher = await createMember({ siteId: "gay" });
    const cookie = await sessionCookieFor(searcher.user.id, "gay");
    const found = await json(
      await appRequest("/api/search.php?manual_search=1&do_not_save=1&gender=&min_age=18&max_age=100&country=BE&searchAllCountries=1", {
        host: "gay.localhost",
        cookie,
      }),
    );
    expect(found.profiles.map((p: { name: string }) => p.name)).toContain("Nina");
  });

  it("is open on an invite-only site to a visitor the tracking cookie marks as referred", async () => {
    const landing = await appRequest("/?network=abc&sub1=s1", { host: "gay.localhost" });
    const tracking = landing.headers
      .getSetCookie()
      .find((c) => c.startsWith("tracking="))!
      .split(";")[0]!;
    const referred = await signUp({ language: "nl" }, { host: "gay.localhost", cookie: tracking });
    expect(referred.response.status).toBe(201);
    const db = await getDb();
    const { users } = await import("#app/.server/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    const [row] = await db.select({ trafficsource: users.trafficsource }).from(users).where(eq(users.email, referred.email));
    expect(row!.trafficsource).toBe("abc");
  });

  it("keeps a tracking value cut at its cap whole: no half of an emoji reaches the account (jsonb refuses it)", async () => {
    // 199 letters and an emoji: the cap of 200 UTF-16 units falls inside the emoji's surrogate pair.
    const long = `${"a".repeat(199)}\u{1F600}`;
    const landing = await appRequest(`/?network=${encodeURIComponent(long)}&sub1=${encodeURIComponent(long)}`, { host: "gay.localhost" });
    const tracking = landing.headers
      .getSetCookie()
      .find((c) => c.startsWith("tracking="))!
      .split(";")[0]!;
    const referred = await signUp({ language: "nl" }, { host: "gay.localhost", cookie: tracking });
    expect(referred.response.status).toBe(201);
    const db = await getDb();
    const { users } = await import("#app/.server/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    const [row] = await db
      .select({ network: users.network, trafficsource: users.trafficsource })
      .from(users)
      .where(eq(users.email, referred.email));
    expect(row!.trafficsource).toBe("a".repeat(199));
    expect(row!.network).toMatchObject({ network: "a".repeat(199), sub1: "a".repeat(199) });
  });

  it("answers other methods with 405", async () => {
    expect((await appRequest("/api/user.php", { method: "DELETE" })).status).toBe(405);
  });
});

describe("PUT /api/user.php", () => {
  it("saves location, personal data and texts, and marks the last step", async () => {
    const { cookie } = await signUp();
    const put = (body: unknown) =>
      appRequest("/api/user.php", { method: "PUT", cookie, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    let response = await put({ country: "GB", countryregion: "GB-ENG", city: "Leeds" });
    expect(response.status).toBe(200);
    expect((await json(response)).user.profile).toMatchObject({ country: "GB", countryregion: "GB-ENG", city: "Leeds" });
    response = await put({ gender: "female", date_of_birth: "1990-06-15", personal: { height: "170-179", relationship_status: "single" } });
    expect((await json(response)).user.profile).toMatchObject({
      gender: "female",
      date_of_birth: "1990-06-15",
      personal: { height: "170-179", relationship_status: "single" },
    });
    response = await put({ texts: { about_me: "I love long walks." }, lastSignupStep: true });
    expect((await json(response)).user.profile.texts).toEqual({ about_me: "I love long walks." });
  });

  it("refuses bad values with a clear 400 and saves nothing", async () => {
    const { cookie } = await signUp();
    const put = (body: unknown) =>
      appRequest("/api/user.php", { method: "PUT", cookie, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const cases: [unknown, string | RegExp][] = [
      [{ country: "DE" }, "Please choose one of the countries in the list."],
      // Every member has a country (decision 025); without one they would be in no search.
      [{ country: null, countryregion: null, city: null }, "Please choose one of the countries in the list."],
      [{ country: "GB", countryregion: "DE-BY" }, "Please choose a region of the chosen country."],
      [{ date_of_birth: young.toISOString().slice(0, 10) }, "You must be at least 18 years old to sign up."],
      [{ date_of_birth: "1990-02-30" }, "Please choose a date that exists."],
      [{ personal: { height: "tall" } }, /not valid/],
      [{ city: "x".repeat(256) }, "This field can be at most 255 characters long"],
      [{ unknown: 1 }, /not valid/],
      ["not json", /not valid/],
    ];
    for (const [body, message] of cases) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const error = (await json(response)).error.message as string;
      if (typeof message === "string") expect(error).toBe(message);
      else expect(error).toMatch(message);
    }
    const user = await json(await appRequest("/api/user.php", { cookie }));
    // The country is the one filed at sign-up (the site's first: decision 025), unchanged by the refused values.
    expect(user.user.profile).toMatchObject({ country: "US", date_of_birth: null, personal: {} });
  });

  it("is for logged-in members only", async () => {
    const response = await appRequest("/api/user.php", { method: "PUT", body: JSON.stringify({ city: "x" }) });
    expect(response.status).toBe(403);
  });
});

describe("POST /api/user.php?push=1", () => {
  it("stores a subscription on the account", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const subscription = {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      // Real keys: a P-256 public point and a 16-byte secret, as a browser sends them (decision 060 checks them).
      keys: {
        p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    };
    const response = await appRequest("/api/user.php?push=1", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ subscription }),
    });
    expect(response.status).toBe(200);
    const { pushSubscriptions } = await import("#app/.server/db/schema.ts");
    const rows = await (await getDb()).select().from(pushSubscriptions);
    expect(rows.map((row) => [row.userId, row.endpoint])).toContainEqual([member.user.id, "https://fcm.googleapis.com/fcm/send/abc"]);
  });

  it("refuses a bad subscription and visitors", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const bad = await appRequest("/api/user.php?push=1", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ subscription: { endpoint: "javascript:x" } }),
    });
    expect(bad.status).toBe(400);
    const anonymous = await appRequest("/api/user.php?push=1", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(anonymous.status).toBe(403);
  });
});

async function gpsJpeg() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#c33" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "4/1 53/1 0/1" },
    })
    .toBuffer();
}

function upload(cookie: string | undefined, bytes: Uint8Array, name: string, type = "image/jpeg") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return appRequest("/api/profileimage.php", { method: "POST", cookie, body: form });
}

describe("POST /api/profileimage.php", () => {
  it("stores a JPEG with GPS EXIF as a copy without it, with a thumbnail, as the main image", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const original = await gpsJpeg();
    // The fixture really carries a GPS block (tag 0x8825, little-endian in this file).
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const response = await upload(cookie, original, "holiday.jpg");
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body.main_image_id).toBe(body.image.id);
    const key = (body.image.filename as string).replace(/^\/media\//, "");
    const thumbKey = (body.image.thumb_filename as string).replace(/^\/media\//, "");
    const stored = (await storage.get(key))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(stored).includes(Buffer.from("TestCam"))).toBe(false);
    expect((await sharp((await storage.get(thumbKey))!).metadata()).width).toBe(400);

    const served = await appRequest(body.image.thumb_filename, { cookie });
    expect(served.status).toBe(200);

    // The second photo does not take over the main image.
    const second = await json(
      await upload(
        cookie,
        await sharp({ create: { width: 50, height: 50, channels: 3, background: "#00f" } })
          .png()
          .toBuffer(),
        "b.png",
        "image/png",
      ),
    );
    expect(second.main_image_id).toBeNull();
    const user = await json(await appRequest("/api/user.php", { cookie }));
    expect(user.user.profile.main_image.id).toBe(body.image.id);
    expect(user.user.profile.images).toHaveLength(2);
  });

  it("refuses a text file renamed .jpg with a clear message", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const response = await upload(cookie, new TextEncoder().encode("Dear diary, this is not a photo."), "photo.jpg");
    expect(response.status).toBe(415);
    expect((await json(response)).error).toEqual({
      code: "not_an_image",
      message: "This file is not a photo. Please choose a JPG or PNG image.",
    });
  });

  it("refuses a corrupt image, an empty upload, no file and visitors", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const truncated = (await gpsJpeg()).subarray(0, 200);
    const corrupt = await upload(cookie, truncated, "broken.jpg");
    expect(corrupt.status).toBe(400);
    expect((await json(corrupt)).error.code).toBe("corrupt");
    expect((await upload(cookie, new Uint8Array(), "empty.jpg")).status).toBe(400);
    const none = await appRequest("/api/profileimage.php", { method: "POST", cookie, body: new FormData() });
    expect(none.status).toBe(400);
    expect((await upload(undefined, await gpsJpeg(), "a.jpg")).status).toBe(403);
    expect((await appRequest("/api/profileimage.php", { cookie })).status).toBe(405);
  });
});

describe("GET /api/regions.php", () => {
  it("lists the ISO 3166-2 regions of a country with the pool's codes", async () => {
    const body = await json(await appRequest("/api/regions.php?country=DE"));
    expect(body.regions).toContainEqual({ id: "DE-BY", name: "Bavaria" });
    expect(body.regions).toHaveLength(16);
    const gb = await json(await appRequest("/api/regions.php?country=gb"));
    expect(gb.regions.some((region: { id: string }) => region.id === "GB-ENG")).toBe(true);
  });

  it("names regions in the visitor's language", async () => {
    const german = await json(await appRequest("/api/regions.php?country=AT", { host: "lavish.localhost" }));
    expect(german.regions).toContainEqual({ id: "AT-2", name: "Kärnten" });
    expect(german.regions).toContainEqual({ id: "AT-9", name: "Wien" });
    const dutch = await json(await appRequest("/api/regions.php?country=BE", { host: "gay.localhost" }));
    expect(dutch.regions).toContainEqual({ id: "BE-VAN", name: "Antwerpen" });
  });

  it("answers a bad country with 400 and an unknown one with an empty list", async () => {
    expect((await appRequest("/api/regions.php?country=DEU")).status).toBe(400);
    expect((await appRequest("/api/regions.php")).status).toBe(400);
    expect((await json(await appRequest("/api/regions.php?country=XX"))).regions).toEqual([]);
  });
});

describe("GET /api/geocode.php", () => {
  it("finds the nearest city offline, with country and region code", async () => {
    const amsterdam = await json(await appRequest("/api/geocode.php?lat=52.3702&lon=4.8952"));
    expect(amsterdam).toEqual({ country: "NL", countryregion: "NL-NH", city: "Amsterdam" });
    const munich = await json(await appRequest("/api/geocode.php?lat=48.137&lon=11.575"));
    expect(munich).toMatchObject({ country: "DE", countryregion: "DE-BY" });
  });

  it("answers null far from any city and 400 for bad coordinates", async () => {
    expect(await (await appRequest("/api/geocode.php?lat=0&lon=-30")).json()).toBeNull();
    for (const query of ["lat=91&lon=0", "lat=abc&lon=1", "lat=1", ""]) {
      expect((await appRequest(`/api/geocode.php?${query}`)).status, query).toBe(400);
    }
  });
});

describe("GET /api/profile_fields.php and /api/interests.php", () => {
  it("lists the select fields with their allowed values, localized, and the site's visible ones", async () => {
    const classic = await json(await appRequest("/api/profile_fields.php"));
    const height = classic.fields.find((field: { name: string }) => field.name === "height");
    expect(height).toMatchObject({ type: "select", label: "Height", visible: true });
    // Stored in centimetres; the US site asks in feet and inches.
    expect(height.options[0]).toEqual({ value: "150-159", label: "4′11″–5′3″" });
    const lavish = await json(await appRequest("/api/profile_fields.php", { host: "lavish.localhost" }));
    const body = lavish.fields.find((field: { name: string }) => field.name === "body_type");
    expect(body).toMatchObject({ label: "Figur", visible: true });
    expect(lavish.fields.find((field: { name: string }) => field.name === "height").visible).toBe(false);
  });

  it("lists interests in the visitor's language", async () => {
    const english = await json(await appRequest("/api/interests.php"));
    expect(english.interests).toContainEqual({ id: "hiking", name: "Hiking" });
    const german = await json(await appRequest("/api/interests.php", { host: "lavish.localhost" }));
    expect(german.interests).toContainEqual({ id: "hiking", name: "Wandern" });
    expect((await appRequest("/api/interests.php", { method: "POST" })).status).toBe(405);
  });
});

describe("activation", () => {
  it("reports delivery, activates once by the mailed link and refuses the link a second time", async () => {
    const { email, cookie } = await signUp();
    const state = await vi.waitFor(
      async () => {
        const body = await json(await appRequest("/api/activate.php", { cookie }));
        expect(body.delivered).toBe(true);
        return body;
      },
      { timeout: 5000 },
    );
    expect(state).toMatchObject({ delivered: true, sent: true, confirmed: false });
    const [mail] = await listOutbox({ to: email });
    const link = new URL(/http:\/\/\S+\/activate\/done\?token=[\w-]+/.exec(mail!.text)![0]);

    // The link redirects to the page without its token, so a reload never spends it again.
    const used = await appRequest(link.pathname + link.search);
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/activate/done");
    const done = await appRequest("/activate/done", { cookie });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your account is activated");
    expect((await json(await appRequest("/api/activate.php", { cookie }))).confirmed).toBe(true);
    expect((await json(await appRequest("/api/user.php", { cookie }))).user.status).toBe("active");

    const again = await appRequest(link.pathname + link.search);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/activate/error");
  });

  it("sends a bad link to /activate/error and the activation state to members only", async () => {
    const bad = await appRequest("/activate/done?token=nonsense");
    expect(bad.headers.get("location")).toBe("/activate/error");
    const page = await appRequest("/activate/error");
    expect(await page.text()).toContain("This activation link does not work");
    expect((await appRequest("/api/activate.php")).status).toBe(403);
  });
});

describe("the sign-up form where pages embed it", () => {
  it("is on /signup with its title, and on the error page and landers without it", async () => {
    const signup = await (await appRequest("/signup")).text();
    expect(signup).toContain('data-slot="signup-form"');
    expect(signup).toContain("Sign up for free");
    const error = await appRequest("/no/such/page");
    expect(error.status).toBe(404);
    const errorHtml = await error.text();
    expect(errorHtml).toContain('data-slot="signup-form"');
    // The rendered page, without the inlined messages (which hold every text of the language).
    expect(errorHtml.replace(/<script id="i18n-messages"[^]*?<\/script>/, "")).not.toContain("Create your free profile on");
    const lander = await (await appRequest("/members/12/landing")).text();
    expect(lander).toContain('data-slot="signup-form"');
  });

  it("shows the invite-only notice on a site that needs a traffic source", async () => {
    const html = await (await appRequest("/signup", { host: "gay.localhost" })).text();
    expect(html).toContain('data-slot="signup-invite-only"');
    const invited = await (await appRequest("/signup?network=partner", { host: "gay.localhost" })).text();
    expect(invited).toContain('data-slot="signup-form"');
  });
});
