import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import boundaries are ESLint rules (eslint.config.js, decision 098), run by `npm run lint` in `npm test`.
 * Here the project's own config lints small sources at made-up paths: a deliberate upward import must fail, and
 * the same file importing what it may must pass, so a rule that silently stopped matching shows up.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("import boundaries", () => {
  it("a .server module must not import a component", async () => {
    const upward = await restricted("app/.server/fake/fake.server.ts", 'import { Button as x } from "#app/components/ui/button.tsx";');
    expect(upward).toHaveLength(1);
    expect(upward[0]).toMatch(/\.server module must not import from app\/components/);
    expect(await restricted("app/routing/fake.server.ts", 'import { documentsOf as x } from "../components/content/x.ts";')).toHaveLength(
      1,
    );
    expect(await restricted("app/.server/fake/fake.server.ts", 'import { HONEYPOT_FIELD as x } from "#app/forms/honeypot.ts";')).toEqual(
      [],
    );
  });

  it("client code must not import a .server module, not even a type", async () => {
    for (const [path, code] of [
      ["app/components/fake.tsx", 'import { apiError as x } from "#app/.server/api.server.ts";'],
      ["app/components/fake.tsx", 'import type { ApiError as x } from "#app/.server/api.server.ts";'],
      ["app/chat/fake.ts", 'import { getDb as x } from "../.server/db/client.server.ts";'],
      ["app/pwa/fake.ts", 'import { x } from "#app/site/sites.server.ts";'],
      ["app/framework/fake.tsx", 'import { pageResponse as x } from "./page-slots.server.ts";'],
    ]) {
      expect(await restricted(path!, code!), `${path}: ${code}`).toEqual([
        expect.stringMatching(/Client code must not import a \.server module/),
      ]);
    }
    expect(await restricted("app/components/fake.tsx", 'import type { ApiError as x } from "#app/api/error.ts";')).toEqual([]);
    // The framework's own server modules are server code.
    expect(await restricted("app/framework/fake.server.ts", 'import { pageResponse as x } from "./page-slots.server.ts";')).toEqual([]);
  });

  it("the chat and the PWA reach the toaster through the notifier", async () => {
    expect(await restricted("app/pwa/fake.ts", 'import { showToast as x } from "#app/components/ui/toast.tsx";')).toEqual([
      expect.stringMatching(/notify\(\) from #app\/toast\.ts/),
    ]);
    expect(await restricted("app/chat/fake.ts", 'import { showToast as x } from "../components/ui/toast.tsx";')).toHaveLength(1);
    expect(await restricted("app/chat/fake.ts", 'import { notify as x } from "#app/toast.ts";')).toEqual([]);
  });

  it("themes and site files stay free of React and of app/ beyond the site schema", async () => {
    expect(await restricted("themes/fake/index.ts", 'import { useState as x } from "react";')).toHaveLength(1);
    expect(await restricted("sites/fake.ts", 'import { Slot as x } from "radix-ui";')).toHaveLength(1);
    expect(await restricted("themes/fake/index.ts", 'import { siteRegistry as x } from "#app/site/registry.ts";')).toHaveLength(1);
    expect(await restricted("sites/fake.ts", 'import { Button as x } from "../app/components/ui/button.tsx";')).toHaveLength(1);
    expect(await restricted("sites/fake.ts", 'import { defineSite as x } from "#app/site/site-schema.ts";')).toEqual([]);
  });

  it("React Router's Link stays refused outside the server link", async () => {
    expect(await restricted("app/routes/fake.tsx", 'import { Link as x } from "react-router";')).toEqual([
      expect.stringMatching(/#app\/framework\/link\.tsx/),
    ]);
    expect(await restricted("app/components/fake.tsx", 'import { Link as x } from "react-router";')).toHaveLength(1);
    expect(await restricted("app/framework/link.tsx", 'import { Link as x } from "react-router";')).toEqual([]);
  });
});
