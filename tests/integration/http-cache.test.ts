import { beforeAll, describe, expect, it } from "vitest";
import { queriesSoFar } from "#app/.server/db/query-count.server.ts";
import { PUBLIC_HTML_CACHE_CONTROL } from "#app/.server/http/cache-policy.server.ts";
import { setSharedReadInterval } from "#app/.server/cache/shared-reads.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, createProfiles, sessionCookieFor } from "#tests/support/factories.ts";
import { messagePrice } from "#app/billing/message-price.ts";
import { siteById } from "#tests/support/sites.ts";

const classic = siteById("classic");

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

  it("member /", async () => {
    const { user } = await createMember({ email: "http-cache-queries@example.com" });
    // Session, profile (read once, shared by the root and home loaders), the profile's images,
    // saved filters, the page, the capped count. Likes among the page are read only when the page has profiles: here
    // the member's starting filters (the other gender, near their age) find nobody in this test's pool.
    expect(await queriesOf("/", { cookie: await sessionCookieFor(user.id) })).toBe(6);
  });

  it("a chat message send (POST /api/messages.php)", async () => {
    const { user } = await createMember({ email: "http-cache-send@example.com", credits: 100 });
    const cookie = await sessionCookieFor(user.id);
    // A pool profile without an account: no notification row and no push after the answer, so the count is the send's own.
    const [partner] = await createProfiles([{ name: "Pool", country: "GB" }]);
    const { id } = (await (await appRequest(`/api/chat.php?profile=${partner!.id}`, { cookie })).json()) as { id: number };
    const send = (text: string) => ({
      method: "POST",
      cookie,
      // A GB address, as server.js passes it: the price's country comes from GeoIP, no profile read (decision 058).
      headers: { "Content-Type": "application/json", "X-Client-IP": "81.2.69.160" },
      body: JSON.stringify({ conversation: id, text }),
    });
    await (await appRequest("/api/messages.php", send("warm"))).text();
    const before = queriesSoFar();
    const response = await appRequest("/api/messages.php", send("counted"));
    expect(((await response.json()) as { credits: number }).credits).toBe(100 - 2 * messagePrice(classic, "GB").credits);
    // Session, rate limit, the conversation with its read state, the partner's visibility; in the transaction the
    // message id, the member's row lock, the balance, the debit, the message, the conversation's last message, the
    // read states, the live event; after it the partner's accounts. The balance answered is the debit's: no re-read.
    expect(queriesSoFar() - before).toBe(13);
  });
});
