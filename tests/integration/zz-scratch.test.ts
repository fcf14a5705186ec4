import { it } from "vitest";
import { appRequest } from "#tests/support/app.ts";
it("scratch", async () => {
  for (const [path, init] of [
    ["/", { method: "POST", body: new URLSearchParams({ a: "1" }), headers: { "Content-Type": "application/x-www-form-urlencoded" } }],
    ["/login", { method: "POST", body: new URLSearchParams({ a: "1" }), headers: { Origin: "http://evil.example", "Content-Type": "application/x-www-form-urlencoded" } }],
    ["/login", { method: "POST", body: "x".repeat(70000), headers: { "Content-Type": "application/x-www-form-urlencoded" } }],
  ] as const) {
    const r = await appRequest(path, { host: "lavish.localhost", ...init } as never);
    const t = await r.text();
    console.log(r.status, t.slice(0, 300), "....", t.match(/<main[\s\S]{0,400}/)?.[0], t.match(/window.__reactRouterContext[\s\S]{0,600}/)?.[0]);
  }
});
