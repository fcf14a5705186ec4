import { beforeAll, describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

/**
 * Bad input must never give a 500 (DEVELOPERS.md): every endpoint of spec
 * section 7, every method, odd bodies and odd queries, as visitor and member.
 */
const ENDPOINTS = [
  "/api/user.php",
  "/api/user.php?new=1",
  "/api/user.php?push=1",
  "/api/logout.php",
  "/api/likes.php",
  "/api/search.php",
  "/api/xcams/search.php",
  "/api/xcams/redirect.php",
  "/api/resellpartner.php",
  "/api/companyinfo.php",
  "/api/validate_email.php",
  "/api/profileimage.php",
  "/api/regions.php",
  "/api/geocode.php",
  "/api/profile_fields.php",
  "/api/interests.php",
  "/api/activate.php",
  "/api/page-hidden.php",
];

const ODD_QUERIES = [
  "email=%40.&country=ZZ&lat=abc&lon=999&page=-1&min_age=200&max_age=x&gender=both&account=%00&profile=1e9",
  "email=a%40b.c&country=NL&lat=52.37&lon=4.89&page=99999999999&similarpage=x&pp=0&auto_load=maybe",
  "country[]=NL&page=1.5&gender=&flow=<script>&redirect=2",
];

const ODD_BODIES: { body: BodyInit; type?: string }[] = [
  { body: "not json at all", type: "application/json" },
  { body: "{}", type: "application/json" },
  { body: "[]", type: "application/json" },
  { body: "null", type: "application/json" },
  {
    body: JSON.stringify({ profile: "abc", email: 5, country: { x: 1 }, countryregion: [], city: "x".repeat(5000), lastSignupStep: "yes" }),
    type: "application/json",
  },
  { body: JSON.stringify({ profile: -1, subscription: "nope", date_of_birth: "0000-00-00", gender: "other" }), type: "application/json" },
  { body: "profile=1&email=x", type: "application/x-www-form-urlencoded" },
  {
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nnot an image\r\n--x--\r\n',
    type: "multipart/form-data; boundary=x",
  },
  { body: "", type: "multipart/form-data" },
];

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;

let memberCookie = "";
beforeAll(async () => {
  const member = await createMember({ status: "not_confirmed" });
  memberCookie = await sessionCookieFor(member.user.id);
});

describe("no endpoint answers bad input with a 500", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint}`, async () => {
      const failures: string[] = [];
      for (const who of ["visitor", "member"] as const) {
        const cookie = who === "member" ? memberCookie : undefined;
        for (const method of METHODS) {
          const withQuery = [endpoint, ...ODD_QUERIES.map((q) => `${endpoint}${endpoint.includes("?") ? "&" : "?"}${q}`)];
          const bodies = method === "GET" ? [undefined] : [undefined, ...ODD_BODIES];
          for (const url of method === "GET" ? withQuery : [endpoint]) {
            for (const body of bodies) {
              const res = await appRequest(url, {
                method,
                cookie,
                body: body?.body,
                headers: body?.type ? { "Content-Type": body.type } : {},
              });
              if (res.status >= 500)
                failures.push(`${who} ${method} ${url} ${body?.type ?? ""} ${String(body?.body ?? "").slice(0, 40)} → ${res.status}`);
              if (res.status >= 400 && res.headers.get("content-type")?.includes("json")) {
                const json = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
                if (typeof json.error?.code !== "string" || typeof json.error?.message !== "string") {
                  failures.push(`${who} ${method} ${url} → ${res.status} without { error: { code, message } }`);
                }
              } else {
                await res.body?.cancel();
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
