import { describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe("site icons", () => {
  it("/favicon.ico is a real ICO of PNG images on every site", async () => {
    for (const host of ["classic.localhost", "lavish.localhost", "gay.localhost"]) {
      const res = await appRequest("/favicon.ico", { host });
      expect(res.status, host).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/x-icon");
      const body = Buffer.from(await res.arrayBuffer());
      expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
      const count = body.readUInt16LE(4);
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const length = body.readUInt32LE(6 + 16 * i + 8);
        const offset = body.readUInt32LE(6 + 16 * i + 12);
        expect(offset + length).toBeLessThanOrEqual(body.length);
        expect(body.subarray(offset, offset + 4).equals(PNG_SIGNATURE)).toBe(true);
      }
    }
  });

  it("the SVG and touch icons carry the site's brand colour, and every page links them", async () => {
    const svg = await (await appRequest("/icon.svg", { host: "gay.localhost" })).text();
    expect(svg).toContain("#1971c2");
    const touch = await appRequest("/apple-touch-icon.png");
    expect(touch.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await touch.arrayBuffer())
        .subarray(0, 4)
        .equals(PNG_SIGNATURE),
    ).toBe(true);
    const html = await (await appRequest("/pages/terms")).text();
    for (const href of ["/favicon.ico", "/icon.svg", "/apple-touch-icon.png"]) expect(html).toContain(`href="${href}"`);
  });
});
