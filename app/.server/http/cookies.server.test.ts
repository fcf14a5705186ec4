import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { COOKIES, parseCookies, readCookie, serializeCookie, clearCookie } from "./cookies.server.ts";
import { clearSessionCookie, sessionCookie } from "../accounts/session.server.ts";
import { clearStaffCookie, staffCookie } from "../staff/staff-session.server.ts";
import { knownDeviceCookie, loginAccountKey } from "../accounts/known-device.server.ts";
import { trackingCookieHeader } from "../tracking/traffic-source.server.ts";
import { answersCookie, clearAnswersCookie } from "../landers/match-finder.server.ts";
import { toastCookie } from "../toast.server.ts";
import { languageCookieHeader } from "#app/i18n/pick-language.ts";

const ROOT = join(import.meta.dirname, "../../..");

/** Attributes of a Set-Cookie value, lower-cased names. */
function attributesOf(header: string) {
  const [pair, ...attrs] = header.split(";").map((part) => part.trim());
  const map = new Map(attrs.map((attr) => [attr.split("=")[0]!.toLowerCase(), attr.split("=")[1] ?? true] as const));
  return { name: pair!.slice(0, pair!.indexOf("=")), map };
}

describe("every cookie the app sets", () => {
  const expires = new Date(Date.now() + 60_000);
  const token = "a".repeat(43);

  // What each cookie is and how each writer stores it; a new cookie must be added here and to COOKIES.
  const table = [
    { spec: COOKIES.session, write: (secure: boolean) => sessionCookie(token, expires, secure), lifetime: "expires" },
    { spec: COOKIES.staff, write: (secure: boolean) => staffCookie(token, expires, secure), lifetime: "expires" },
    {
      spec: COOKIES.knownDevice,
      write: (secure: boolean) => knownDeviceCookie(null, loginAccountKey("site", "a@example.com"), secure),
      lifetime: 365 * 24 * 60 * 60,
    },
    {
      spec: COOKIES.tracking,
      write: (secure: boolean) => trackingCookieHeader({ v: 1, at: new Date().toISOString(), network: "n1" }, secure),
      lifetime: 30 * 24 * 60 * 60,
    },
    { spec: COOKIES.matchFinder, write: (secure: boolean) => answersCookie({ gender: "female" }, secure), lifetime: 2 * 60 * 60 },
    { spec: COOKIES.toast, write: (secure: boolean) => toastCookie({ description: "Hi" }, secure), lifetime: 60 },
    { spec: COOKIES.language, write: (secure: boolean) => languageCookieHeader("de", secure), lifetime: 365 * 24 * 60 * 60 },
  ] as const;

  it("lists each declared cookie once", () => {
    expect(table.map((row) => row.spec.name).sort()).toEqual(
      Object.values(COOKIES)
        .map((spec) => spec.name)
        .sort(),
    );
    expect(Object.fromEntries(Object.values(COOKIES).map((spec) => [spec.name, [spec.path, spec.httpOnly, spec.sameSite]]))).toEqual({
      __session: ["/", true, "Lax"],
      __staff: ["/admin", true, "Strict"],
      known_device: ["/login", true, "Lax"],
      tracking: ["/", true, "Lax"],
      match_finder: ["/", true, "Lax"],
      toast: ["/", true, "Lax"],
      i18n_redirected: ["/", false, "Lax"],
    });
  });

  for (const row of table) {
    it(`${row.spec.name}: name, path, HttpOnly, SameSite, lifetime, Secure only over HTTPS`, async () => {
      for (const secure of [false, true]) {
        const { name, map } = attributesOf(await row.write(secure));
        expect(name).toBe(row.spec.name);
        expect(map.get("path")).toBe(row.spec.path);
        expect(map.has("httponly")).toBe(row.spec.httpOnly);
        expect(String(map.get("samesite")).toLowerCase()).toBe(row.spec.sameSite.toLowerCase());
        expect(map.has("secure")).toBe(secure);
        if (row.lifetime === "expires") {
          expect(map.get("expires")).toBe(expires.toUTCString());
          expect(map.has("max-age")).toBe(false);
        } else {
          expect(map.get("max-age")).toBe(String(row.lifetime));
        }
      }
    });
  }

  it("clearing keeps the name, path and SameSite, and ends the cookie at once", () => {
    for (const header of [clearSessionCookie(true), clearStaffCookie(true), clearAnswersCookie(true)]) {
      const { map } = attributesOf(header);
      expect(map.get("max-age")).toBe("0");
      expect(map.has("secure")).toBe(true);
    }
    expect(clearSessionCookie(false)).toBe("__session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    expect(clearStaffCookie(false)).toBe("__staff=; Max-Age=0; Path=/admin; HttpOnly; SameSite=Strict");
  });
});

describe("one parsing rule", () => {
  it("decodes percent-encoding, drops surrounding quotes, lets the first of a repeated name win", () => {
    const cookies = parseCookies(' a=x%20y ; b="q"; a=second; c=; =nameless; d');
    expect(cookies.get("a")).toBe("x y");
    expect(cookies.get("b")).toBe("q");
    expect(cookies.get("c")).toBe("");
    expect(cookies.has("d")).toBe(false);
    expect(cookies.size).toBe(3);
  });

  it("reads a value that is not valid percent-encoding as absent, never throws", () => {
    expect(readCookie("i18n_redirected=%ZZ", COOKIES.language)).toBeNull();
    expect(readCookie(null, COOKIES.language)).toBeNull();
  });

  it("round-trips what it writes", () => {
    const value = "gender=female&age=25-34 ~;,=";
    const header = serializeCookie(COOKIES.matchFinder, value, { secure: false });
    expect(readCookie(header.split(";")[0], COOKIES.matchFinder)).toBe(value);
    expect(clearCookie(COOKIES.matchFinder, { secure: false })).toMatch(/^match_finder=; Max-Age=0;/);
  });
});

describe("no cookie is built by hand outside the cookie module", () => {
  const allowed = new Set(["app/http/cookies.ts", "app/.server/http/cookies.server.ts"]);

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return entry === "locales" ? [] : sourceFiles(path);
      return /\.(ts|tsx|js|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
    });
  }

  // Cookie attributes in a string, a `createCookie`, a write to `document.cookie`, or splitting a Cookie header.
  const HAND_BUILT = [
    /["'`][^"'`\n]*(?:;\s*(?:Path|Max-Age|Expires|SameSite|Domain)=|;\s*HttpOnly\b)/i,
    /\bcreateCookie\s*\(/,
    /document\.cookie\s*=(?!=)/,
    /\bcookie[A-Za-z]*\)?\s*(?:\?\?\s*""\)?)?\s*\.split\(\s*["'];/i,
    /headers\.get\(\s*["']cookie["']\s*\)\s*\?\?\s*""\s*\)?\s*\.split/i,
  ];

  it("finds none in app/ and server.js", () => {
    const files = [...sourceFiles(join(ROOT, "app")), join(ROOT, "server.js")];
    const offenders = files
      .map((file) => relative(ROOT, file))
      .filter((file) => !allowed.has(file))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), "utf8")
          .split("\n")
          .map((line, index) => ({ file, line: index + 1, text: line }))
          .filter(({ text }) => HAND_BUILT.some((pattern) => pattern.test(text))),
      );
    expect(offenders).toEqual([]);
  });

  it("would catch the kinds of hand-built cookie it forbids", () => {
    const samples = [
      "return `__session=${token}; Path=/; HttpOnly; SameSite=Lax`;",
      'headers.append("Set-Cookie", "x=1; Max-Age=60");',
      'createCookie("toast", { path: "/" })',
      "document.cookie = `lang=${language}`;",
      'for (const part of cookieHeader.split(";")) {',
      'const cookie = (request.headers.get("cookie") ?? "").split(";")',
    ];
    for (const sample of samples)
      expect(
        HAND_BUILT.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
  });
});
