import { describe, expect, it } from "vitest";
import { recentProfileListItems, RECENT_PROFILES_SLOT, withRecentProfiles } from "#app/pwa/worker-shared.ts";
import { appRequest } from "#tests/support/app.ts";

describe("the offline page the worker precaches", () => {
  it("is the site's, in the asked language, and runs nothing", async () => {
    for (const [host, lang, tag, title, site] of [
      ["lavish.localhost", "de", "de-DE", "Du bist offline", "MilfLounge"],
      ["gay.localhost", "pl", "pl-PL", "Jesteś offline", "MannenDate"],
      ["classic.localhost", "it", "it-IT", "Sei offline", "FlirtClassic"],
    ]) {
      const res = await appRequest(`/offline?lang=${lang}`, { host });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
      const html = await res.text();
      expect(html).toContain(`<html lang="${tag}"`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`<title>${title} · ${site}</title>`);
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain(RECENT_PROFILES_SLOT);
    }
  });

  it("without a language, speaks the visitor's (cookie, then the site's)", async () => {
    expect(await (await appRequest("/offline", { host: "gay.localhost" })).text()).toContain('<html lang="nl-NL"');
    expect(await (await appRequest("/offline", { host: "gay.localhost", cookie: "i18n_redirected=es" })).text()).toContain(
      '<html lang="es-ES"',
    );
    // An unknown language is ignored, not an error.
    expect((await appRequest("/offline?lang=xx", { host: "lavish.localhost" })).status).toBe(200);
  });

  it("the worker lists cached profile pages by their title, newest first, escaped as served", async () => {
    const page = (title: string) => new Response(`<html><head><title>${title}</title></head></html>`);
    const entries = new Map([
      ["http://classic.localhost/members/1", page("Anna")],
      ["http://classic.localhost/members/2", page("Bo &amp; Co")],
    ]);
    const cache = {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: RequestInfo | URL) => entries.get(typeof request === "string" ? request : (request as Request).url)?.clone(),
    };
    const items = await recentProfileListItems(cache as unknown as Cache);
    expect(items).toEqual(['<li><a href="/members/2">Bo &amp; Co</a></li>', '<li><a href="/members/1">Anna</a></li>']);
    const html = `<section data-recent-profiles hidden><ul>${RECENT_PROFILES_SLOT}</ul></section>`;
    expect(withRecentProfiles(html, items)).toBe(`<section data-recent-profiles><ul>${items.join("")}</ul></section>`);
    expect(withRecentProfiles(html, [])).toBe(html);
  });
});
