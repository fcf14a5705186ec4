import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";

/** A page's data as the browser decodes it: each route's data by route id. */
async function routeData(path: string, init: Parameters<typeof appRequest>[1] = {}) {
  const response = await appRequest(path, init);
  expect(response.status).toBe(200);
  const decoded = await decodeViaTurboStream(response.body!, globalThis as unknown as Window);
  await decoded.done;
  return decoded.value as Record<string, { data: Record<string, unknown> }>;
}

describe("the root's data (decision 129)", () => {
  it("carries the site's public settings as one string, for visitors and members alike", async () => {
    const member = await createLoggedInMember({ email: "root-data@example.com" });
    for (const init of [{}, { cookie: member.cookie }]) {
      const root = (await routeData("/_.data", init)).root!.data;
      expect(typeof root.site).toBe("string");
      const site = JSON.parse(root.site as string) as { name: string; features: object; company_name: string };
      expect(site.name).toBe("FlirtClassic");
      expect(site.features).toBeTypeOf("object");
      expect(site.company_name).toBeTruthy();
      // The rest stays as values: the pages read them as they are.
      expect(root.language).toBe("en");
      expect(typeof root.themeCss).toBe("string");
    }
  });

  it("is read by the page: its name, theme and footer come from it", async () => {
    const html = await (await appRequest("/", { host: "lavish.localhost" })).text();
    expect(html).toContain('data-theme="lavish"');
    expect(html).toContain('data-site="lavish"');
    expect(html).toContain("Demo Dating Media B.V.");
    expect(html).toMatch(/<title>MilfLounge<\/title>/);
  });
});
