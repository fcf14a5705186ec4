import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { notifyEmailChange } from "#app/.server/notifications/notifications.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

/** Issue 12 item 5: /notifications lists new messages, likes and the e-mail change warning, with read state. */
describe("/notifications", () => {
  it("lists a message and a like as unread, marks the message read with the chat and all with the button", async () => {
    const a = await createLoggedInMember({ name: "Ann", country: "GB", credits: 100 });
    const b = await createLoggedInMember({ name: "Bob", country: "GB" });
    const { id } = (await (await appRequest(`/api/chat.php?profile=${b.profileId}`, { cookie: a.cookie })).json()) as { id: number };
    await appRequest("/api/messages.php", { method: "POST", cookie: a.cookie, ...json({ conversation: id, text: "hi" }) });
    await appRequest("/api/likes.php", { method: "POST", cookie: a.cookie, ...json({ profile: b.profileId }) });
    // Liking twice tells once.
    await appRequest("/api/likes.php", { method: "POST", cookie: a.cookie, ...json({ profile: b.profileId }) });

    const page = await appRequest("/notifications", { cookie: b.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Ann sent you a message");
    expect(html).toContain("Ann likes you");
    expect(html.match(/data-slot="notification"/g)).toHaveLength(2);
    expect(html).not.toMatch(/data-read/);
    expect(html).toContain(`href="/chats/${id}"`);

    await appRequest("/api/chat.php", { method: "PUT", cookie: b.cookie, ...json({ conversation: id, read: true }) });
    const afterRead = await (await appRequest("/notifications", { cookie: b.cookie })).text();
    expect(afterRead.match(/data-kind="message" data-read/g)).toHaveLength(1);
    expect(afterRead).not.toMatch(/data-kind="like" data-read/);

    const marked = await appRequest("/notifications", { method: "POST", cookie: b.cookie, body: new URLSearchParams() });
    expect(marked.status).toBeLessThan(400);
    const afterAll = await (await appRequest("/notifications", { cookie: b.cookie })).text();
    expect(afterAll.match(/data-read/g)).toHaveLength(2);
    // Nobody else sees them.
    expect(await (await appRequest("/notifications", { cookie: a.cookie })).text()).not.toContain("Ann likes you");
  });

  it("shows an e-mail change at the anchor the old address's mail names", async () => {
    const member = await createLoggedInMember({ country: "GB" });
    await notifyEmailChange(await getDb(), member.userId);
    const html = await (await appRequest("/notifications", { cookie: member.cookie })).text();
    expect(html).toContain('id="email-change-incorrect"');
    expect(html).toContain('href="/mail-change/not-me"');
  });

  it("needs a login", async () => {
    const res = await appRequest("/notifications");
    expect(res.status).toBe(302);
  });
});
