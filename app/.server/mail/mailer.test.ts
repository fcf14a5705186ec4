import { describe, expect, it } from "vitest";
import { siteRegistry } from "#app/site/sites.server.ts";
import { listOutbox, sendMail } from "./mailer.server.ts";

describe("mailer without SMTP", () => {
  it("writes each mail to the outbox as the site, and lists it newest first", async () => {
    const site = siteRegistry.sites.find((s) => s.id === "lavish")!;
    const first = await sendMail(site, { to: "a@example.com", subject: "Eins", text: "Hallo", html: "<p>Hallo</p>", kind: "test" });
    const second = await sendMail(site, { to: "b@example.com", subject: "Zwei", text: "Hallo", html: "<p>Hallo</p>", kind: "test" });
    expect(first.accepted).toBe(true);
    expect(second.outboxId).toBeTruthy();
    const all = await listOutbox();
    expect(all.map((m) => m.subject)).toEqual(["Zwei", "Eins"]);
    expect(all[0]).toMatchObject({ from: "MilfLounge <kontakt@lavish.localhost>", siteId: "lavish", to: "b@example.com" });
    expect((await listOutbox({ to: "A@example.com" })).map((m) => m.subject)).toEqual(["Eins"]);
  });
});
