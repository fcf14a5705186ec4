import { readFileSync } from "node:fs";
import { isLanderPath } from "../landers/visitor-country.server.ts";
import { describe, expect, it } from "vitest";
import {
  isAnonymousRequest,
  isShareableUrl,
  matchesIfNoneMatch,
  MicroCache,
  nonceOfPolicy,
  notModified,
  pickEncoding,
  SESSION_DEPENDENT_COOKIES,
  strongEtag,
  varyFor,
} from "./cache-policy.server.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("cache policy", () => {
  it("treats a GET without session, toast or tracking cookies as anonymous", () => {
    const req = (cookie?: string, method = "GET") => new Request("http://x/", { method, headers: cookie ? { cookie } : {} });
    expect(isAnonymousRequest(req())).toBe(true);
    expect(isAnonymousRequest(req("i18n_redirected=de; _ga=1"))).toBe(true);
    expect(isAnonymousRequest(req("i18n_redirected=de; __session=abc"))).toBe(false);
    expect(isAnonymousRequest(req("toast=x"))).toBe(false);
    expect(isAnonymousRequest(req("network=x"))).toBe(false);
    expect(isAnonymousRequest(req(undefined, "POST"))).toBe(false);
  });

  it("never shares a URL carrying a token or any query key but page", () => {
    expect(isShareableUrl(new URL("http://x/pages/terms"))).toBe(true);
    expect(isShareableUrl(new URL("http://x/?page=2"))).toBe(true);
    expect(isShareableUrl(new URL("http://x/reset-password/do?token=abc"))).toBe(false);
    expect(isShareableUrl(new URL("http://x/?network=x"))).toBe(false);
  });

  it("gives the same strong ETag to pages that differ only in their CSP nonce", () => {
    const a = strongEtag(bytes('<script nonce="AAA">x</script><link nonce="AAA"/>'), "AAA");
    expect(a).toMatch(/^"[\w-]{27}"$/);
    expect(strongEtag(bytes('<script nonce="BBB">x</script><link nonce="BBB"/>'), "BBB")).toBe(a);
    expect(strongEtag(bytes('<script nonce="BBB">y</script><link nonce="BBB"/>'), "BBB")).not.toBe(a);
    // Without a nonce the whole body counts.
    expect(strongEtag(bytes("<p>x</p>"))).not.toBe(strongEtag(bytes("<p>y</p>")));
  });

  it("reads the nonce of a page policy", () => {
    expect(nonceOfPolicy("default-src 'self'; script-src 'self' 'nonce-QV0Ql+/A=='; style-src 'self'")).toBe("QV0Ql+/A==");
    expect(nonceOfPolicy("default-src 'none'")).toBeNull();
    expect(nonceOfPolicy(null)).toBeNull();
  });

  it("matches If-None-Match lists, weak forms and *", () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"c"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(null, '"b"')).toBe(false);
  });

  it("answers 304 without the body's Content-Security-Policy", () => {
    const res = notModified(
      new Headers({
        etag: '"a"',
        "cache-control": "public",
        "content-security-policy": "script-src 'nonce-x'",
        "content-type": "text/html",
      }),
    );
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe('"a"');
    expect(res.headers.has("content-security-policy")).toBe(false);
  });

  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(null)).toBeNull();
  });

  it("varies on Accept-Language only when the browser's language decides", () => {
    expect(varyFor(true)).toBe("Cookie, Accept-Language");
    expect(varyFor(false)).toBe("Cookie");
  });
});

describe("micro-cache", () => {
  const page = (size: number) => ({ body: new Uint8Array(size), headers: [] as [string, string][], etag: '"e"' });

  it("keeps a page for its time to live only", () => {
    let now = 0;
    const cache = new MicroCache(5_000, 10, 1_000_000, () => now);
    cache.set("a", page(10));
    now = 4_999;
    expect(cache.get("a")).toBeDefined();
    now = 5_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  it("is bounded in entries and bytes, oldest out first", () => {
    const cache = new MicroCache(5_000, 3, 1_000);
    for (const key of ["a", "b", "c", "d"]) cache.set(key, page(100));
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    cache.set("e", page(240));
    cache.set("f", page(240));
    cache.set("g", page(240));
    expect(cache.totalBytes).toBeLessThanOrEqual(1_000);
    expect(cache.get("g")).toBeDefined();
  });

  it("stores nothing when off", () => {
    const cache = new MicroCache(0);
    cache.set("a", page(1));
    expect(cache.size).toBe(0);
  });
});

describe("pages opened from mail links", () => {
  it("are never shared: the token in the URL makes the request personal", async () => {
    const { isAnonymousRequest } = await import("./cache-policy.server.ts");
    expect(isAnonymousRequest(new Request("http://classic.localhost/reset-password/do?token=abc"))).toBe(false);
    expect(isAnonymousRequest(new Request("http://classic.localhost/pages/terms"))).toBe(true);
  });
});

describe("the shipped nginx config (deploy/nginx.conf)", () => {
  it("bypasses its cache for exactly the cookies the app treats as session-dependent", () => {
    const conf = readFileSync(new URL("../../../deploy/nginx.conf", import.meta.url), "utf8");
    const names = /map \$http_cookie \$session_dependent \{[^}]*\(([^)]+)\)=" 1;/.exec(conf)?.[1]?.split("|");
    // A cookie missing there (it was `tracking`) gets a referred visitor the page cached for everyone else.
    expect(names?.toSorted()).toEqual([...SESSION_DEPENDENT_COOKIES].toSorted());
  });

  it("keys landers, and only landers, by the visitor's country, on the paths the app varies", () => {
    const conf = readFileSync(new URL("../../../deploy/nginx.conf", import.meta.url), "utf8");
    expect(/proxy_cache_key "[^"]*\|\$lander_country";/.test(conf)).toBe(true);
    const pattern = /map \$uri \$lander_path \{\s*default 0;\s*"~([^"]+)" 1;/.exec(conf)?.[1];
    expect(pattern).toBeTruthy();
    const nginxLander = new RegExp(pattern!);
    const paths = [
      "/landers/video/spring",
      "/landers/maplanding/milf-spring",
      "/members/12/landing",
      "/members/12/landing2/milf-x",
      "/members/12/signup",
      "/members/12",
      "/members/12/chat",
      "/",
      "/pages/terms",
      "/landers",
      "/match-finder",
    ];
    expect(paths.filter((path) => nginxLander.test(path))).toEqual(paths.filter(isLanderPath));
  });
});
