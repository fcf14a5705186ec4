import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { queriesSoFar, recordStatements } from "#app/.server/db/query-count.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { forgetKeptReads } from "#app/.server/db/single-writer.server.ts";
import { memberBlocks, profileImages, profiles } from "#app/.server/db/schema.ts";
import { PUBLIC_HTML_CACHE_CONTROL } from "#app/.server/http/cache-policy.server.ts";
import { setSharedReadInterval } from "#app/.server/cache/shared-reads.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, createProfiles, sessionCookieFor } from "#tests/support/factories.ts";
import { messagePrice } from "#app/billing/message-price.ts";
import { siteById } from "#tests/support/sites.ts";

const classic = siteById("classic");

/** A birth date that makes someone `age` today (a hundred days past the birthday). */
function born(age: number) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 100);
  return d.toISOString().slice(0, 10);
}

/** Issue 10 item 2 and decision 026: what shared caches may keep, and what they never see. */
describe("HTTP caching of pages", () => {
  let member = "";
  beforeAll(async () => {
    const { user } = await createMember({ email: "http-cache@example.com" });
    member = await sessionCookieFor(user.id);
  });

  it("an anonymous page is public for shared caches, with a strong ETag, and answers 304", async () => {
    const res = await appRequest("/pages/terms");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_HTML_CACHE_CONTROL);
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(res.headers.get("vary")).toContain("Cookie");
    await res.text();

    const again = await appRequest("/pages/terms", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(PUBLIC_HTML_CACHE_CONTROL);
    expect(await again.text()).toBe("");

    const other = await appRequest("/pages/terms", { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("compresses a shareable page whole, once, with its own validator per encoding", async () => {
    const { brotliDecompressSync } = await import("node:zlib");
    const plain = await appRequest("/pages/privacy", { headers: { "Accept-Encoding": "identity" } });
    const br = await appRequest("/pages/privacy", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("etag")).toBe(plain.headers.get("etag")!.replace(/"$/, '-br"'));
    // Two renders differ only in their CSP nonce (decision 021), which the validator ignores.
    const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
    expect(withoutNonce(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8"))).toBe(withoutNonce(await plain.text()));
    const revalidated = await appRequest("/pages/privacy", {
      headers: { "Accept-Encoding": "br", "If-None-Match": br.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
  });

  it("the ETag follows the language", async () => {
    const en = (await appRequest("/pages/terms", { cookie: "i18n_redirected=en" })).headers.get("etag");
    const de = (await appRequest("/pages/terms", { cookie: "i18n_redirected=de" })).headers.get("etag");
    expect(en).not.toBe(de);
  });

  it("Vary names the cookie (a site with a language of its own ignores Accept-Language)", async () => {
    expect((await appRequest("/login", { host: "gay.localhost" })).headers.get("vary")).toBe("Cookie, Accept-Encoding");
  });

  it("no Set-Cookie on an anonymous page without a language choice, on any site", async () => {
    for (const host of ["classic.localhost", "gay.localhost", "lavish.localhost"]) {
      for (const path of ["/", "/login", "/signup", "/pages/terms", "/api/companyinfo.php"]) {
        const res = await appRequest(path, { host, headers: { "Accept-Language": "de" } });
        expect(res.headers.getSetCookie(), `${host}${path}`).toEqual([]);
      }
    }
  });

  it("a logged-in page is private, no-store and carries no validator", async () => {
    for (const path of ["/", "/pages/terms", "/profile"]) {
      const res = await appRequest(path, { cookie: member });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("etag"), path).toBeNull();
    }
  });

  it("a one-time link (a token in the URL) is never shared, so a used link shows as used", async () => {
    const res = await appRequest("/reset-password/do?token=not-a-real-token");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
  });

  it("a response that sets a cookie is never public", async () => {
    const body = new URLSearchParams({ language: "pl", redirectTo: "/" });
    const res = await appRequest("/resources/language", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.headers.getSetCookie()[0]).toContain("i18n_redirected=pl");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

/** Issue 10 item 3: the queries a page costs are pinned, so a page that adds one shows up in review. */
describe("queries per request", () => {
  async function queriesOf(path: string, init: Parameters<typeof appRequest>[1] = {}) {
    await (await appRequest(path, init)).text(); // warm: a first request may open or prepare things
    // Counted from cold on both databases: PGlite keeps a member's session read (kept-session-reads.test.ts).
    forgetKeptReads(await getDb());
    const before = queriesSoFar();
    await (await appRequest(path, init)).text();
    return queriesSoFar() - before;
  }

  it("anonymous / on a site that shows visitors the search: none, the default search is shared", async () => {
    setSharedReadInterval(30_000);
    try {
      expect(await queriesOf("/", { host: "classic.localhost" })).toBe(0);
      // Another language is computed once, then shared as well.
      expect(await queriesOf("/", { host: "classic.localhost", cookie: "i18n_redirected=de" })).toBe(0);
    } finally {
      setSharedReadInterval(0);
    }
    // Without the shared answer: the page and the capped count.
    expect(await queriesOf("/", { host: "classic.localhost" })).toBe(2);
  });

  it("an anonymous lander: none, its profiles and counts are shared per site like the home search", async () => {
    setSharedReadInterval(30_000);
    try {
      expect(await queriesOf("/landers/video/spring")).toBe(0);
      expect(await queriesOf("/landers/maplanding/spring")).toBe(0);
      // The map's region names are in the page's language: computed once per language, then shared too.
      expect(await queriesOf("/landers/maplanding/spring", { cookie: "i18n_redirected=de" })).toBe(0);
    } finally {
      setSharedReadInterval(0);
    }
    // Without the shared reads: the profiles and the active-today count; the map lander adds its regions.
    expect(await queriesOf("/landers/video/spring")).toBe(2);
    expect(await queriesOf("/landers/maplanding/spring")).toBe(3);
  });

  it("member / whose filters find nobody", async () => {
    const { user } = await createMember({ email: "http-cache-queries@example.com" });
    // The session with the member (profile, photos, saved filters, blocked pairs: shared by the root and home
    // loaders), the page (with the member's likes among it), the capped count. Here the member's starting filters
    // (the other gender, near their age) find nobody in this test's pool.
    expect(await queriesOf("/", { cookie: await sessionCookieFor(user.id) })).toBe(3);
  });

  it("a chat message send (POST /api/messages.php)", async () => {
    const { user } = await createMember({ email: "http-cache-send@example.com", credits: 100 });
    const cookie = await sessionCookieFor(user.id);
    // A pool profile without an account: no push after the answer, so the count is the send's own.
    const [partner] = await createProfiles([{ name: "Pool", country: "GB" }]);
    const { id } = (await (await appRequest(`/api/chat.php?profile=${partner!.id}`, { cookie })).json()) as { id: number };
    const send = (text: string, address?: string, clientId?: string) => ({
      method: "POST",
      cookie,
      // A GB address, as server.js passes it: the price's country comes from GeoIP (decision 058).
      headers: { "Content-Type": "application/json", ...(address ? { "X-Client-IP": address } : {}) },
      body: JSON.stringify({ conversation: id, text, ...(clientId ? { client_id: clientId } : {}) }),
    });
    await (await appRequest("/api/messages.php", send("warm", "81.2.69.160"))).text();
    let before = queriesSoFar();
    let response = await appRequest("/api/messages.php", send("counted", "81.2.69.160"));
    expect(((await response.json()) as { credits: number }).credits).toBe(100 - 2 * messagePrice(classic, "GB").credits);
    // Session, and one statement that is its own transaction: the conversation's rule (a participant, the partner's
    // visibility) joined to the call that counts the member's message limit, takes the member's row lock, then stores
    // the balance check, the message, its debit, both lists' order and read marks and the partner's notification rows,
    // and the live event (decisions 111, 121, 124, 143). The balance answered is the debit's.
    expect(queriesSoFar() - before).toBe(2);
    // Where GeoIP cannot tell (a local network), the profile's country comes with the session read: no query more.
    before = queriesSoFar();
    response = await appRequest("/api/messages.php", send("no address"));
    expect(((await response.json()) as { credits: number }).credits).toBe(100 - 3 * messagePrice(classic, "GB").credits);
    expect(queriesSoFar() - before).toBe(2);
    // The composer sends a client id with every message: no lookup before the send (a retry is found only when the
    // send stores nothing).
    before = queriesSoFar();
    response = await appRequest("/api/messages.php", send("with a client id", undefined, "counted-0001"));
    expect(response.status).toBe(201);
    expect(queriesSoFar() - before).toBe(2);
  });

  it("a page of a conversation's history (GET /api/messages.php)", async () => {
    const { user } = await createMember({ email: "http-cache-history@example.com", credits: 100 });
    const cookie = await sessionCookieFor(user.id);
    const [partner] = await createProfiles([{ name: "Pool", country: "GB" }]);
    const { id } = (await (await appRequest(`/api/chat.php?profile=${partner!.id}`, { cookie })).json()) as { id: number };
    await (await appRequest(`/api/messages.php?conversation=${id}`, { cookie })).text();
    forgetKeptReads(await getDb());
    const before = queriesSoFar();
    const response = await appRequest(`/api/messages.php?conversation=${id}`, { cookie });
    expect(((await response.json()) as { partner_read_up_to: number }).partner_read_up_to).toBe(0);
    // Session, the conversation with both read marks and the partner's visibility (one join), the page.
    expect(queriesSoFar() - before).toBe(3);
  });
});

/**
 * A member's pages (decisions 115 and 116): at most four statements on a warm request, each listed. Every page starts
 * with one: the session with the member (account, credits, profile, photos, saved filters, blocked pairs, likes), which the
 * root loader's chrome and the page's loader share.
 */
describe("queries per member page", () => {
  let cookie = "";
  let partnerId = 0;
  let chatId = 0;

  async function queriesOf(path: string, init: Parameters<typeof appRequest>[1] = {}) {
    const first = await appRequest(path, { cookie, ...init }); // warm: a first request may open or prepare things
    expect(first.status, path).toBe(200);
    await first.text();
    forgetKeptReads(await getDb());
    const stop = recordStatements();
    const before = queriesSoFar();
    await (await appRequest(path, { cookie, ...init })).text();
    const count = queriesSoFar() - before;
    const statements = stop();
    return { count, statements: statements.join("\n\n") };
  }

  beforeAll(async () => {
    const db = await getDb();
    const withPhoto = async (id: number) => {
      const [image] = await db
        .insert(profileImages)
        .values({ profileId: id, filename: `q/${id}.jpg`, thumbFilename: `q/${id}-t.jpg` })
        .returning();
      await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, id));
    };
    // A man of 36 in Great Britain, with a photo: his search starts with women of his age range there, and finds some.
    const { user, profile } = await createMember({ email: "member-pages@example.com", country: "GB", dateOfBirth: born(36), credits: 100 });
    await withPhoto(profile.id);
    cookie = await sessionCookieFor(user.id);
    const pool = await createProfiles(Array.from({ length: 14 }, (_, i) => ({ name: `Pool${i}`, country: "GB", dateOfBirth: born(38) })));
    for (const { id } of pool) await withPhoto(id);
    partnerId = pool[0]!.id;
    const json = (body: unknown) => ({
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    // A like each way, a blocked profile and a conversation with a message: every list of the pages has rows.
    await appRequest("/api/likes.php", json({ profile: pool[1]!.id }));
    const liker = await createMember({ email: "member-pages-liker@example.com", gender: "female", country: "GB", dateOfBirth: born(38) });
    await appRequest("/api/likes.php", { ...json({ profile: profile.id }), cookie: await sessionCookieFor(liker.user.id) });
    await db.insert(memberBlocks).values({ blockerUserId: user.id, blockerProfileId: profile.id, blockedProfileId: pool[2]!.id });
    chatId = ((await (await appRequest(`/api/chat.php?profile=${partnerId}`, { cookie })).json()) as { id: number }).id;
    const sent = await appRequest("/api/messages.php", {
      ...json({ conversation: chatId, text: "hello" }),
      headers: { "Content-Type": "application/json", "X-Client-IP": "81.2.69.160" },
    });
    expect(sent.status).toBe(201);
  });

  it("/ : the session with the member, and the member's likes among a shared page of their filters' matches", async () => {
    setSharedReadInterval(30_000);
    try {
      // 1 session + member (with the profiles the member likes): the matches of the filter set are shared.
      const { count, statements } = await queriesOf("/");
      expect(count, statements).toBe(1);
    } finally {
      setSharedReadInterval(0);
    }
    // Without the shared matches: 1 session + member; 2 the page, with the member's likes in it; 3 the capped count.
    const { count, statements } = await queriesOf("/");
    expect(count, statements).toBe(3);
  });

  it("/members/{id}: the profile with its photos and the like in one statement; similar profiles as on /", async () => {
    setSharedReadInterval(30_000);
    try {
      const { count, statements } = await queriesOf(`/members/${partnerId}`);
      // 1 session + member (with the blocked pairs and the profiles the member likes): the profile as members see it
      // and the similar profiles' matches are shared.
      expect(count, statements).toBe(1);
    } finally {
      setSharedReadInterval(0);
    }
    // 1 session + member; 2 the profile; 3 the similar page, likes in it; 4 its capped count. The profile is the similar
    // search's model: not read again.
    const { count, statements } = await queriesOf(`/members/${partnerId}`);
    expect(count, statements).toBe(4);
  });

  it("/likes: both lists in one statement with the cards", async () => {
    // 1 session + member; 2 the profiles the member likes and those who like the member, with their cards.
    const { count, statements } = await queriesOf("/likes");
    expect(count, statements).toBe(2);
  });

  it("/chats: the list in one statement, with cards, last messages and unread counts", async () => {
    // 1 session + member; 2 the conversations with the partner's card and like, the last message and the unread count.
    const { count, statements } = await queriesOf("/chats");
    expect(count, statements).toBe(2);
  });

  it("/chats/{id}: the conversation with the partner's card, both read states and its newest messages in one statement", async () => {
    // 1 session + member (the price's country comes from GeoIP or the member's profile: no read); 2 the conversation,
    // the partner's card and like, both read states and the newest messages. A theme with the chat sidebar adds the list (3).
    const { count, statements } = await queriesOf(`/chats/${chatId}`);
    expect(count, statements).toBe(2);
  });

  it("/profile: the member's own profile and photos come with the session; its lists are one statement", async () => {
    // 1 session + member (profile, photos with their moderation); 2 the pending e-mail change, the message e-mail
    // setting, the blocked members and the member's reports.
    const { count, statements } = await queriesOf("/profile");
    expect(count, statements).toBe(2);
  });
});
