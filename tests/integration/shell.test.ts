import { describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";

describe("app shell", () => {
  it("serves the lavish site in German on its host", async () => {
    const res = await appRequest("/", { host: "lavish.localhost:3000" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-theme="lavish"');
    expect(html).toContain('lang="de-DE"');
  });
});
