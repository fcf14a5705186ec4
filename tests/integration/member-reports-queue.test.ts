import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { memberReports } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, searcherDefaults } from "#tests/support/factories.ts";
import { auditCount, createStaffMember, formPost } from "#tests/support/staff.ts";

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

/** A member's report reaches the back office's queue with its evidence, and only the site's moderators act on it. */
describe("members' reports in the moderation queue (decision 083)", () => {
  it("appear for the site's moderators with the reason, the message and the chat, and are decided with an audit row", async () => {
    const reporter = await createLoggedInMember({ ...searcherDefaults, name: "Rita", gender: "female", credits: 1000 });
    const scammer = await createLoggedInMember({ ...searcherDefaults, name: "Sam Scam", credits: 1000 });
    const { id: conversation } = (await (
      await appRequest(`/api/chat.php?profile=${reporter.profileId}`, { cookie: scammer.cookie })
    ).json()) as { id: number };
    const sent = await appRequest("/api/messages.php", {
      method: "POST",
      cookie: scammer.cookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ conversation, text: "Send me 500 euros by gift card" }),
    });
    expect(sent.status).toBe(201);
    const filed = await appRequest(`/members/${scammer.profileId}/report`, {
      method: "POST",
      cookie: reporter.cookie,
      ...form({ reason: "scam", message: "Asked for money", conversation: String(conversation) }),
    });
    expect(filed.status).toBe(302);
    const [report] = await (await getDb()).select().from(memberReports).where(eq(memberReports.reporterUserId, reporter.userId));

    const moderator = await createStaffMember("moderator", ["classic"]);
    const queue = await (await appRequest("/admin/reports", { cookie: moderator.cookie })).text();
    expect(queue).toContain(`data-member-report="${report!.id}"`);
    expect(queue).toContain("Asked for money");
    expect(queue).toContain("Send me 500 euros by gift card");
    expect(queue).toContain("Sam Scam");

    // Another site's moderator sees nothing of it and cannot decide it.
    const elsewhere = await createStaffMember("moderator", ["lavish"]);
    expect(await (await appRequest("/admin/reports", { cookie: elsewhere.cookie })).text()).not.toContain(
      `data-member-report="${report!.id}"`,
    );
    const refused = await appRequest(
      "/admin/reports",
      formPost({ intent: "report-actioned", reportId: String(report!.id) }, elsewhere.cookie),
    );
    expect(refused.status).toBe(403);

    const before = await auditCount("report.actioned");
    const decided = await appRequest(
      "/admin/reports",
      formPost({ intent: "report-actioned", reportId: String(report!.id) }, moderator.cookie),
    );
    expect(decided.status).toBe(200);
    expect(await auditCount("report.actioned")).toBe(before + 1);
    const [after] = await (await getDb()).select().from(memberReports).where(eq(memberReports.id, report!.id));
    expect(after!.status).toBe("actioned");
    // The reporter sees the outcome under /profile.
    expect(await (await appRequest("/profile", { cookie: reporter.cookie })).text()).toContain("Action taken");
  });
});
