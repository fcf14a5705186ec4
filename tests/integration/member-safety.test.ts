import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { balanceOf } from "#app/.server/credits/ledger.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { memberBlocks, memberReports, messages } from "#app/.server/db/schema.ts";
import { suggestedMembers } from "#app/.server/profiles/suggestions.server.ts";
import { listReports, setReportStatus } from "#app/.server/safety/reports.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, searcherDefaults, type LoggedInMember } from "#tests/support/factories.ts";
import { getSessionUser } from "#app/.server/accounts/session.server.ts";

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

async function startChat(cookie: string, profile: number) {
  const res = await appRequest(`/api/chat.php?profile=${profile}`, { cookie });
  return { status: res.status, id: ((await res.json()) as { id: number }).id };
}

async function send(cookie: string, conversation: number, text: string) {
  const res = await appRequest("/api/messages.php", { method: "POST", cookie, ...json({ conversation, text }) });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
}

async function searchIds(cookie: string): Promise<number[]> {
  const res = await appRequest("/api/search.php?manual_search=1&country=US&pp=48&do_not_save=1", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id);
}

async function chatIds(cookie: string): Promise<number[]> {
  const res = await appRequest("/api/chats.php", { cookie });
  return ((await res.json()) as { chats: { profile: { id: number } }[] }).chats.map((c) => c.profile.id);
}

async function likesOf(cookie: string) {
  const res = await appRequest("/api/likes.php", { cookie });
  const body = (await res.json()) as { profiles: { id: number }[]; liked_by: { id: number }[] };
  return { mine: body.profiles.map((p) => p.id), by: body.liked_by.map((p) => p.id) };
}

/** The two teaser lists a member meets: the error page's members and the sign-up's suggestions. */
async function teaserIds(member: LoggedInMember): Promise<number[]> {
  const teaser = (await (await appRequest("/resources/members-teaser", { cookie: member.cookie })).json()) as { members: { id: number }[] };
  const site = siteRegistry.sites.find((s) => s.id === "classic")!;
  const db = await getDb();
  const sessionUser = (await getSessionUser(db, member.cookie.split("=")[1]!, "classic"))!;
  const suggested = await suggestedMembers(db, site, sessionUser);
  return [...teaser.members.map((m) => m.id), ...suggested.map((m) => m.id)];
}

async function block(member: LoggedInMember, profileId: number) {
  return appRequest(`/members/${profileId}/block`, { method: "POST", cookie: member.cookie, ...form({}) });
}

describe("blocking a member (decision 083)", () => {
  let ann: LoggedInMember;
  let bob: LoggedInMember;
  let conversation: number;

  beforeAll(async () => {
    ann = await createLoggedInMember({ ...searcherDefaults, name: "Ann Blocker", gender: "female", credits: 1000 });
    bob = await createLoggedInMember({ ...searcherDefaults, name: "Bob Blocked", credits: 1000 });
    conversation = (await startChat(bob.cookie, ann.profileId)).id;
    expect((await send(bob.cookie, conversation, "Hello Ann")).status).toBe(201);
    expect((await send(ann.cookie, conversation, "Hi Bob")).status).toBe(201);
    for (const [from, to] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      expect((await appRequest("/api/likes.php", { method: "POST", cookie: from.cookie, ...json({ profile: to.profileId }) })).status).toBe(
        200,
      );
    }
    // Before the block each finds, opens and lists the other.
    expect(await searchIds(ann.cookie)).toContain(bob.profileId);
    expect(await searchIds(bob.cookie)).toContain(ann.profileId);
    expect(await chatIds(bob.cookie)).toContain(ann.profileId);
    expect((await appRequest(`/members/${ann.profileId}`, { cookie: bob.cookie })).status).toBe(200);
    expect((await teaserIds(ann)).filter((id) => id === bob.profileId)).toHaveLength(2);
    expect((await teaserIds(bob)).filter((id) => id === ann.profileId)).toHaveLength(2);
  });

  it("shows a confirmation page, and blocks with a POST that lands on the members list", async () => {
    const page = await appRequest(`/members/${bob.profileId}/block`, { cookie: ann.cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Block Bob Blocked?");
    const res = await block(ann, bob.profileId);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/members");
    const db = await getDb();
    expect(await db.select().from(memberBlocks).where(eq(memberBlocks.blockerUserId, ann.userId))).toHaveLength(1);
    // Blocking again changes nothing.
    expect((await block(ann, bob.profileId)).status).toBe(404);
    expect(await db.select().from(memberBlocks).where(eq(memberBlocks.blockerUserId, ann.userId))).toHaveLength(1);
  });

  it("hides the pair from each other's search, profile pages, landers, likes and chat lists, both ways", async () => {
    expect(await searchIds(ann.cookie)).not.toContain(bob.profileId);
    expect(await searchIds(bob.cookie)).not.toContain(ann.profileId);
    for (const [viewer, other] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      for (const path of [
        `/members/${other.profileId}`,
        `/members/${other.profileId}.data`,
        `/likes/m/${other.profileId}`,
        `/members/${other.profileId}/landing`,
      ]) {
        expect((await appRequest(path, { cookie: viewer.cookie })).status, path).toBe(404);
      }
      expect(await chatIds(viewer.cookie)).not.toContain(other.profileId);
      expect(await teaserIds(viewer)).not.toContain(other.profileId);
      const liked = await likesOf(viewer.cookie);
      expect(liked.mine).not.toContain(other.profileId);
      expect(liked.by).not.toContain(other.profileId);
      // The conversation itself is gone for both: page, history and a new start.
      expect((await appRequest(`/chats/${conversation}`, { cookie: viewer.cookie })).status).toBe(404);
      expect((await appRequest(`/api/messages.php?conversation=${conversation}`, { cookie: viewer.cookie })).status).toBe(404);
      expect((await startChat(viewer.cookie, other.profileId)).status).toBe(404);
      // Similar profiles cannot be modelled on them either.
      expect((await appRequest(`/api/search.php?similarpage=1&profile=${other.profileId}`, { cookie: viewer.cookie })).status).toBe(400);
    }
    // Others still see both.
    const carol = await createLoggedInMember({ ...searcherDefaults, name: "Carol" });
    const found = await searchIds(carol.cookie);
    expect(found).toEqual(expect.arrayContaining([ann.profileId, bob.profileId]));
  });

  it("refuses a message either way with a translated 403, storing and charging nothing", async () => {
    const db = await getDb();
    const before = await db.select().from(messages).where(eq(messages.conversationId, conversation));
    for (const sender of [bob, ann]) {
      const credits = await balanceOf(db, sender.userId);
      const sent = await send(sender.cookie, conversation, "Still there?");
      expect(sent.status).toBe(403);
      expect(sent.body.error).toMatchObject({ code: "member_unavailable", message: expect.stringContaining("no credits were used") });
      expect(await balanceOf(db, sender.userId)).toBe(credits);
    }
    expect(await db.select().from(messages).where(eq(messages.conversationId, conversation))).toHaveLength(before.length);
    // In the member's language.
    const german = await appRequest("/api/messages.php", {
      method: "POST",
      cookie: `${bob.cookie}; i18n_redirected=de`,
      ...json({ conversation, text: "Hallo?" }),
    });
    expect(german.status).toBe(403);
    expect(((await german.json()) as { error: { message: string } }).error.message).toContain("Credits");
  });

  it("refuses a like either way with a 403", async () => {
    for (const [from, to] of [
      [bob, ann],
      [ann, bob],
    ] as const) {
      const res = await appRequest("/api/likes.php", { method: "POST", cookie: from.cookie, ...json({ profile: to.profileId }) });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("member_unavailable");
    }
  });

  it("lists the block under /profile and lifts it from there, bringing everything back", async () => {
    const profile = await appRequest("/profile", { cookie: ann.cookie });
    const html = await profile.text();
    expect(html).toContain('data-testid="blocked-members"');
    expect(html).toContain("Bob Blocked");
    // The blocked side has no list entry: the list is the blocker's.
    expect(await (await appRequest("/profile", { cookie: bob.cookie })).text()).not.toContain('data-testid="blocked-members"');
    const lifted = await appRequest("/profile", {
      method: "POST",
      cookie: ann.cookie,
      ...form({ intent: "unblock", profile: String(bob.profileId) }),
    });
    expect(lifted.status).toBe(302);
    expect(await searchIds(bob.cookie)).toContain(ann.profileId);
    expect(await chatIds(ann.cookie)).toContain(bob.profileId);
    expect((await send(bob.cookie, conversation, "Friends again")).status).toBe(201);
  });

  it("blocks only members the member can see: another brand's member, own profile and bad ids are 404s", async () => {
    const dutch = await createLoggedInMember({ ...searcherDefaults, siteId: "gay", country: "NL", name: "Jeroen" });
    for (const id of [dutch.profileId, ann.profileId, 2_000_000_000]) {
      expect((await appRequest(`/members/${id}/block`, { cookie: ann.cookie })).status, String(id)).toBe(404);
      expect((await block(ann, id)).status, String(id)).toBe(404);
      expect((await appRequest(`/members/${id}/report`, { cookie: ann.cookie })).status, String(id)).toBe(404);
    }
    expect((await appRequest("/members/abc/block", { cookie: ann.cookie })).status).toBe(404);
    // Visitors are sent to log in.
    expect((await appRequest(`/members/${bob.profileId}/block`)).status).toBe(302);
  });
});

describe("reporting a member (decision 083)", () => {
  let reporter: LoggedInMember;
  let scammer: LoggedInMember;
  let bystander: LoggedInMember;
  let conversation: number;

  beforeAll(async () => {
    reporter = await createLoggedInMember({ ...searcherDefaults, name: "Rita", gender: "female", credits: 1000 });
    scammer = await createLoggedInMember({ ...searcherDefaults, name: "Sam Scam", credits: 1000 });
    bystander = await createLoggedInMember({ ...searcherDefaults, name: "Bea", credits: 1000 });
    conversation = (await startChat(scammer.cookie, reporter.profileId)).id;
    await send(scammer.cookie, conversation, "Send me 500 euros by gift card");
    await send(reporter.cookie, conversation, "No way");
  });

  it("stores a report from the chat with the conversation's messages attached by the server, and blocks when asked", async () => {
    const page = await appRequest(`/members/${scammer.profileId}/report?conversation=${conversation}`, { cookie: reporter.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Scam or request for money");
    expect(html).toContain('name="conversation"');
    const res = await appRequest(`/members/${scammer.profileId}/report`, {
      method: "POST",
      cookie: reporter.cookie,
      // The client cannot supply evidence: an `evidence` field is ignored.
      ...form({ reason: "scam", message: "Asked for money", conversation: String(conversation), block: "on", evidence: "forged" }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile#reports");
    const db = await getDb();
    const [report] = await db.select().from(memberReports).where(eq(memberReports.reporterUserId, reporter.userId));
    expect(report).toMatchObject({
      siteId: "classic",
      reportedProfileId: scammer.profileId,
      reason: "scam",
      message: "Asked for money",
      status: "open",
    });
    expect(report!.evidence.messages!.map((m) => m.text)).toEqual(["Send me 500 euros by gift card", "No way"]);
    expect(report!.evidence.messages![0]!.sender_profile).toBe(scammer.profileId);
    // "Also block" blocked them.
    expect(await searchIds(reporter.cookie)).not.toContain(scammer.profileId);
  });

  it("lists the member's reports with their status under /profile", async () => {
    const html = await (await appRequest("/profile", { cookie: reporter.cookie })).text();
    expect(html).toContain('data-testid="own-reports"');
    expect(html).toContain("Sam Scam");
    expect(html).toContain("Being reviewed");
    const db = await getDb();
    const [report] = await db.select().from(memberReports).where(eq(memberReports.reporterUserId, reporter.userId));
    expect(await setReportStatus({ reportId: report!.id, status: "actioned", siteIds: ["lavish"] }, db)).toBe(false);
    expect(await setReportStatus({ reportId: report!.id, status: "actioned", siteIds: ["classic"] }, db)).toBe(true);
    expect(await (await appRequest("/profile", { cookie: reporter.cookie })).text()).toContain("Action taken");
  });

  it("lists reports for the moderation queue by site and status (listReports)", async () => {
    const other = await appRequest(`/members/${scammer.profileId}/report`, {
      method: "POST",
      cookie: bystander.cookie,
      ...form({ reason: "fake_profile" }),
    });
    expect(other.status).toBe(302);
    const open = await listReports({ siteIds: ["classic"], status: "open" });
    expect(open.map((r) => r.reporter.userId)).toEqual([bystander.userId]);
    expect(open[0]).toMatchObject({
      reason: "fake_profile",
      message: null,
      evidence: {},
      reported: { profileId: scammer.profileId, userIds: [scammer.userId] },
    });
    const all = await listReports({ siteIds: ["classic"] });
    expect(all.map((r) => r.reporter.userId)).toEqual([reporter.userId, bystander.userId]);
    expect(await listReports({ siteIds: ["lavish", "gay"] })).toEqual([]);
    expect(await listReports({ siteIds: [] })).toEqual([]);
  });

  it("refuses a bad reason, a conversation of someone else, and other brands' members", async () => {
    const bad = await appRequest(`/members/${scammer.profileId}/report`, {
      method: "POST",
      cookie: bystander.cookie,
      ...form({ reason: "boring" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose a reason.");
    const tooLong = await appRequest(`/members/${scammer.profileId}/report`, {
      method: "POST",
      cookie: bystander.cookie,
      ...form({ reason: "other", message: "x".repeat(1001) }),
    });
    expect(tooLong.status).toBe(400);
    // Bea may not attach Rita's conversation with Sam.
    const foreign = await appRequest(`/members/${scammer.profileId}/report`, {
      method: "POST",
      cookie: bystander.cookie,
      ...form({ reason: "scam", conversation: String(conversation) }),
    });
    expect(foreign.status).toBe(404);
    const dutch = await createLoggedInMember({ ...searcherDefaults, siteId: "gay", country: "NL", name: "Jeroen" });
    const crossBrand = await appRequest(`/members/${dutch.profileId}/report`, {
      method: "POST",
      cookie: bystander.cookie,
      ...form({ reason: "scam" }),
    });
    expect(crossBrand.status).toBe(404);
  });

  it("limits how many reports one account makes (429, translated, Retry-After)", async () => {
    const busy = await createLoggedInMember({ ...searcherDefaults, name: "Busy" });
    const targets = await Promise.all(
      Array.from({ length: 11 }, (_, i) => createLoggedInMember({ ...searcherDefaults, name: `Target ${i}` })),
    );
    const statuses: number[] = [];
    let last: Response | undefined;
    for (const target of targets) {
      last = await appRequest(`/members/${target.profileId}/report`, { method: "POST", cookie: busy.cookie, ...form({ reason: "other" }) });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last!.headers.get("retry-after")).toBeTruthy();
    expect(await last!.text()).toContain("many reports");
  });
});
