import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freeTestPort, hasServerBuild, startAppProcess } from "#tests/support/app-process.ts";

/**
 * The site factory end to end: `npm run site:new` into a copy of `sites/` (inside the app folder, as site files import
 * `#app/…`), then the app started on that folder (`SITES_DIR`, read at start) serves the new brand at `<id>.localhost`
 * with nothing else changed; `npm run site:check` names file, field and reason.
 */
const run = promisify(execFile);
const root = join(process.cwd(), "test-data", `site-factory-${process.pid}`);
const sitesDir = join(root, "sites");
const brokenDir = join(root, "broken");
const PNG = [0x89, 0x50, 0x4e, 0x47];

async function npm(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", script, "--", ...args], { cwd: process.cwd() });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const NEW_SITE = ["--id", "flirtnord", "--domain", "flirtnord.localhost", "--template", "lavish", "--language", "de", "--niche", "6"];

beforeAll(async () => {
  mkdirSync(sitesDir, { recursive: true });
  mkdirSync(brokenDir, { recursive: true });
  for (const file of readdirSync("sites").filter((name) => name.endsWith(".ts"))) copyFileSync(join("sites", file), join(sitesDir, file));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run site:new", () => {
  it("writes a minimal site file (defaults left out) and a brand assets folder of icons", async () => {
    const result = await npm("site:new", [
      "--sites-dir",
      sitesDir,
      ...NEW_SITE,
      "--countries",
      "DE,AT,CH",
      "--color",
      "#0B7285",
      "--name",
      "Flirt Nord",
    ]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("flirtnord.ts");
    const source = readFileSync(join(sitesDir, "flirtnord.ts"), "utf8");
    expect(source).toContain('import { defineSite } from "#app/site/site-schema.ts";');
    expect(source).toContain('  name: "Flirt Nord",\n');
    expect(source).toContain('  domain_language: "de-DE",\n');
    expect(source).toContain('  niche: 6,\n  template: "lavish",\n  brand_color: "#0b7285",\n  countries: ["DE", "AT", "CH"],\n');
    // Nothing the schema would default, and no alias when the domain is the local host already.
    for (const defaulted of ["hosts", "currency", "signups", "fictional_icon", "min_age", "features", "payment_provider"]) {
      expect(source).not.toContain(`${defaulted}:`);
    }
    const assets = readdirSync(join(sitesDir, "flirtnord")).sort();
    expect(assets).toEqual(
      ["apple-touch-icon.png", "favicon.ico", "icon-192.png", "icon-512.png", "icon.svg", "maskable-192.png", "maskable-512.png"].sort(),
    );
    expect([...readFileSync(join(sitesDir, "flirtnord", "icon-512.png")).subarray(0, 4)]).toEqual(PNG);
    const svg = readFileSync(join(sitesDir, "flirtnord", "icon.svg"), "utf8");
    expect(svg).toContain('fill="#0b7285"');
    expect(svg).toMatch(/>FN<\/text>/);
  });

  it("refuses an id that exists and a host another site serves, saying which", async () => {
    const again = await npm("site:new", ["--sites-dir", sitesDir, ...NEW_SITE]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('site id "flirtnord" exists already');
    const taken = await npm("site:new", ["--sites-dir", sitesDir, "--id", "other", "--domain", "lavish.localhost", "--language", "de"]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('host "lavish.localhost" is already served by sites/lavish.ts');
    const bad = await npm("site:new", [
      "--sites-dir",
      sitesDir,
      "--id",
      "other",
      "--domain",
      "other.localhost",
      "--niche",
      "9",
      "--countries",
      "DE",
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('field "niche" must be a whole number from 1 to 7');
    expect(readdirSync(sitesDir)).not.toContain("other.ts");
  });

  it("a restart on the folder serves the new brand at <id>.localhost, its icons from the assets folder, and the others as before", async () => {
    process.env.SITES_DIR = sitesDir;
    const { appRequest } = await import("#tests/support/app.ts");
    const home = await appRequest("/", { host: "flirtnord.localhost" });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Flirt Nord");
    expect(html).toContain('lang="de-DE"');
    const icon = await appRequest("/icon.svg", { host: "flirtnord.localhost" });
    expect(await icon.text()).toBe(readFileSync(join(sitesDir, "flirtnord", "icon.svg"), "utf8"));
    const png = await appRequest("/icons/maskable-192.png", { host: "flirtnord.localhost" });
    expect(Buffer.from(await png.arrayBuffer()).equals(readFileSync(join(sitesDir, "flirtnord", "maskable-192.png")))).toBe(true);
    const lander = await appRequest("/landers/video/milf-nord", { host: "flirtnord.localhost" });
    expect(lander.status).toBe(200);
    expect((await appRequest("/", { host: "lavish.localhost" })).status).toBe(200);
    // A site without an assets folder keeps its drawn icon.
    expect(await (await appRequest("/icon.svg", { host: "lavish.localhost" })).text()).toContain("#c9a35b");
  });

  it.skipIf(!hasServerBuild())(
    "the built server started on the folder serves it too (no rebuild)",
    async () => {
      const app = await startAppProcess({
        PORT: await freeTestPort(),
        DATA_DIR: join(root, "data"),
        SITES_DIR: sitesDir,
      });
      try {
        const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = request(`${app.origin}/`, { headers: { Host: "flirtnord.localhost" } }, (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on("error", reject);
          req.end();
        });
        expect(status).toBe(200);
        expect(body).toContain("Flirt Nord");
      } finally {
        await app.stop();
      }
    },
    150_000,
  );
});

describe("npm run site:check", () => {
  it("passes the sites of the repository", async () => {
    const result = await npm("site:check", []);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/site file\(s\) checked: 0 error\(s\)/);
  });

  it("names file, field and reason of each error and warning, and exits non-zero on errors", async () => {
    const company = `company_name: "C", company_address: "A", company_city: "B", company_country: "D"`;
    writeFileSync(
      join(brokenDir, "broken.ts"),
      `export default { name: "Broken", domain: "broken.localhost", brand_color: "red", countries: ["DE"], support_email: "nope", email: "e@x.localhost", ${company}, colour: "#fff" };\n`,
    );
    writeFileSync(
      join(brokenDir, "weak.ts"),
      `export default { name: "Weak", domain: "weak.example", brand_color: "#797979", countries: ["DE", "GI"], support_email: "s@weak.example", email: "e@weak.example", ${company}, credit_packages: [{ id: 1, credits: 10, prices: { EUR: 500 } }] };\n`,
    );
    writeFileSync(
      join(brokenDir, "clash.ts"),
      `export default { name: "Clash", domain: "weak.example", countries: ["DE"], support_email: "s@c.localhost", email: "e@c.localhost", ${company} };\n`,
    );
    writeFileSync(join(brokenDir, "syntax.ts"), `export default {\n`);
    const result = await npm("site:check", ["--sites-dir", brokenDir]);
    expect(result.code).toBe(1);
    const file = (name: string) => `test-data/site-factory-${process.pid}/broken/${name}`;
    expect(result.stderr).toContain(`${file("broken.ts")}: error: field "brand_color" must be a colour like #d6336c`);
    expect(result.stderr).toContain(`${file("broken.ts")}: error: field "support_email" `);
    expect(result.stderr).toContain(`${file("broken.ts")}: error: field "(file)" `);
    expect(result.stderr).toMatch(/broken\.ts: error: field "\(file\)" .*colour/);
    // Files are read in name order: the later one claiming a host is the one in error.
    expect(result.stderr).toContain(
      `${file("weak.ts")}: error: field "domain" claims weak.example, which ${file("clash.ts")} already serves`,
    );
    expect(result.stderr).toContain(`${file("syntax.ts")}: error: field "(file)" cannot be loaded`);
    expect(result.stderr).toMatch(
      /weak\.ts: warning: field "brand_color" #797979 with its text colour #\w+ has a contrast of [\d.]+:1, below WCAG AA/,
    );
    expect(result.stderr).toContain(`${file("weak.ts")}: warning: field "countries.1" GI has no region data`);
    expect(result.stderr).toContain(
      `${file("weak.ts")}: warning: field "company_kvk" the site sells credits but has no company registration number`,
    );
    expect(result.stderr).toContain(`${file("weak.ts")}: warning: field "company_vat_numbers"`);
    expect(result.stderr).toContain(`${file("weak.ts")}: warning: field "company_tradenames"`);
    expect(result.stdout).toContain("4 site file(s) checked: 5 error(s)");
  });
});
