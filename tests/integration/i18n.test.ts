import { describe, expect, it } from "vitest";
import { messagesVersion } from "#app/i18n/version.server.ts";
import { appRequest } from "#tests/support/app.ts";

describe("language detection and the i18n_redirected cookie", () => {
  it("picks the site's domain_language on a first visit; the browser, not the server, stores it (decision 026)", async () => {
    const res = await appRequest("/", { host: "gay.localhost", headers: { "Accept-Language": "de" } });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toContain('lang="nl-NL"');
  });

  it("keeps the stored language over the site's", async () => {
    const res = await appRequest("/login", { host: "lavish.localhost", cookie: "i18n_redirected=fr" });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("i18n_redirected"))).toBe(false);
    const html = await res.text();
    expect(html).toContain('lang="fr-FR"');
    expect(html).toContain("Se connecter");
  });

  it("writes the cookie from the language switcher and returns to the page", async () => {
    const body = new URLSearchParams({ language: "pl", redirectTo: "/pages/terms" });
    const res = await appRequest("/resources/language", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/pages/terms");
    expect(res.headers.getSetCookie()[0]).toBe("i18n_redirected=pl; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("refuses an unknown language with a 400, not a 500", async () => {
    const body = new URLSearchParams({ language: "xx" });
    const res = await appRequest("/resources/language", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(400);
  });

  it("serves one locale's messages, cached for 24 hours only at the current version", async () => {
    const current = await appRequest(`/locales/de.json?v=${messagesVersion}`);
    expect(current.status).toBe(200);
    expect(current.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = (await current.json()) as Record<string, { common: { close: string } }>;
    expect(Object.keys(body)).toEqual(["de"]);
    expect(body.de!.common.close).toBe("Schließen");

    const stale = await appRequest("/locales/de.json?v=old");
    expect(stale.headers.get("cache-control")).toBe("no-cache");
    expect((await appRequest("/locales/xx.json")).status).toBe(404);
  });
});
