import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { messages, notifications, profiles } from "#app/.server/db/schema.ts";
import { startConversation } from "#app/.server/chat/conversations.server.ts";
import { subscribeLive } from "#app/.server/chat/live.server.ts";
import { sendMessage } from "#app/.server/chat/messages.server.ts";
import { balanceOf } from "#app/.server/credits/ledger.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { createStaffMember, formPost } from "#tests/support/staff.ts";

const classic = siteRegistry.sites.find((site) => site.id === "classic")!;

describe("the answering console", () => {
  it("queues a member's message to a pool profile, holds it for one operator, and delivers the answer like any message", async () => {
    const db = await getDb();
    const member = await createLoggedInMember({ siteId: "classic", country: "GB", credits: 5 });
    const [pool] = await db
      .insert(profiles)
      .values({ name: "Fiona", gender: "female", dateOfBirth: "1991-05-05", country: "GB", fictional: true })
      .returning({ id: profiles.id });
    const writer = { id: member.userId, profileId: member.profileId, status: "active" as const };
    const conversation = await startConversation(db, classic, writer, pool!.id);
    await sendMessage(db, classic, writer, { conversationId: conversation.id, text: "Are you real?", priceCredits: 1 });

    const operator = await createStaffMember("operator", ["classic"]);
    const second = await createStaffMember("operator", ["classic"]);
    const lavishOperator = await createStaffMember("operator", ["lavish"]);

    // In the queue of the classic operators only.
    expect(await (await appRequest("/admin/console", { cookie: operator.cookie })).text()).toContain("Are you real?");
    expect(await (await appRequest("/admin/console", { cookie: lavishOperator.cookie })).text()).not.toContain("Are you real?");

    // The first operator opens it and holds it; the second sees it held and cannot answer.
    const opened = await appRequest(`/admin/console/${conversation.id}`, { cookie: operator.cookie });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Answer as Fiona");
    const held = await appRequest(`/admin/console/${conversation.id}`, { cookie: second.cookie });
    expect(held.status).toBe(409);
    expect(await held.text()).not.toContain("Answer as Fiona");
    const refused = await appRequest(`/admin/console/${conversation.id}`, formPost({ intent: "answer", text: "Me too" }, second.cookie));
    expect(refused.status).toBe(409);
    expect((await db.select().from(messages).where(eq(messages.body, "Me too"))).length).toBe(0);

    // The answer reaches the member live, as a notification, and in their chat, from the pool profile, charged to no one.
    const events: string[] = [];
    const unsubscribe = await subscribeLive(member.profileId, (event) => events.push(event.type));
    const balanceBefore = await balanceOf(db, member.userId);
    const answered = await appRequest(
      `/admin/console/${conversation.id}`,
      formPost({ intent: "answer", text: "Yes, very!" }, operator.cookie),
    );
    expect(answered.status).toBe(200);
    await expect.poll(() => events, { timeout: 5_000 }).toContain("message");
    unsubscribe();
    const [stored] = await db.select().from(messages).where(eq(messages.body, "Yes, very!"));
    expect(stored).toMatchObject({ senderProfileId: pool!.id, senderUserId: null, conversationId: conversation.id });
    expect(await balanceOf(db, member.userId)).toBe(balanceBefore);
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.userId), eq(notifications.kind, "message")));
    expect(notes.some((n) => n.profileId === pool!.id)).toBe(true);
    const history = await appRequest(`/api/messages.php?conversation=${conversation.id}`, { cookie: member.cookie });
    expect(await history.text()).toContain("Yes, very!");

    // Answered: out of the queue. Released: another operator may take it.
    expect(await (await appRequest("/admin/console", { cookie: operator.cookie })).text()).not.toContain("Are you real?");
    const release = await appRequest(`/admin/console/${conversation.id}`, formPost({ intent: "release" }, operator.cookie));
    expect(release.status).toBe(302);
    expect((await appRequest(`/admin/console/${conversation.id}`, { cookie: second.cookie })).status).toBe(200);
    // A member-to-member conversation is no console conversation.
    expect((await appRequest(`/admin/console/999999`, { cookie: operator.cookie })).status).toBe(404);
    expect((await appRequest(`/admin/console/${conversation.id}`, formPost({ intent: "answer", text: "" }, second.cookie))).status).toBe(
      400,
    );
  });
});
