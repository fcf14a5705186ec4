import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { complaints, memberReports, profileImages, profiles, type StaffRole } from "#app/.server/db/schema.ts";
import { startConversation } from "#app/.server/chat/conversations.server.ts";
import { sendMessage } from "#app/.server/chat/messages.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createMember } from "#tests/support/factories.ts";
import { checkout, chooseOnTestCheckout } from "#tests/support/payments.ts";
import { auditCount, createStaffMember, formPost, jpegFile } from "#tests/support/staff.ts";

/**
 * The back office's access rules over every /admin route and action (decision 070): anonymous → the staff login,
 * a member session → 404, staff of another role or site → 403, the right staff → the page, and every action leaves
 * an audit row. The list must name every /admin route of app/routes.ts: a new one without an entry fails here.
 */

type Fixtures = Awaited<ReturnType<typeof makeFixtures>>;
type Action = {
  intent: string;
  /** The audit action it must write. */
  audit: string;
  /** Fresh form fields (each run of the action gets its own subject where it changes state). */
  form: (f: Fixtures) => Promise<Record<string, string | Blob>>;
  /** The action's subject is of the classic site: staff of another site get 403. */
  siteBound?: boolean;
};
type AdminRoute = {
  /** The path as app/routes.ts writes it. */
  route: string;
  sample: (f: Fixtures) => string;
  /** Roles allowed; `login`: the staff login pages (open to anyone but members). */
  roles: readonly StaffRole[] | "login";
  /** The page is about one classic-site subject: staff of another site get 403. */
  siteBound?: boolean;
  actions: Action[];
  /** What allowed staff get, when not the page (200) or a redirect. */
  staffAnswer?: number[];
};

const MODERATION: StaffRole[] = ["admin", "moderator"];
const ALL: StaffRole[] = ["admin", "moderator", "operator"];

async function pendingPhoto(f: Fixtures) {
  const db = await getDb();
  const [row] = await db
    .insert(profileImages)
    .values({ profileId: f.target.profile.id, filename: "t/x.jpg", thumbFilename: "t/x-thumb.jpg", moderation: "pending" })
    .returning({ id: profileImages.id });
  return String(row!.id);
}

async function pendingTexts(f: Fixtures) {
  const db = await getDb();
  await db
    .update(profiles)
    .set({ textsModeration: "pending", texts: { about_me: "hello there" } })
    .where(eq(profiles.id, f.target.profile.id));
  return String(f.target.profile.id);
}

async function bannable() {
  const member = await createMember({ siteId: "classic" });
  return member.user.id;
}

async function paidOrderOfNewMember() {
  const member = await createLoggedInMember({ siteId: "classic" });
  const { paymentId, order } = await checkout(member.cookie, "/credits/2/creditcard");
  expect((await chooseOnTestCheckout(paymentId!, "paid")).status).toBe(302);
  return { orderId: String(order!.id), __member: `${member.userId}/money` };
}

export const ADMIN_ROUTES: AdminRoute[] = [
  { route: "admin", sample: () => "/admin", roles: ALL, actions: [] },
  { route: "admin/login", sample: () => "/admin/login", roles: "login", actions: [] },
  { route: "admin/login/code", sample: () => "/admin/login/code", roles: "login", actions: [] },
  {
    route: "admin/logout",
    sample: () => "/admin/logout",
    roles: ALL,
    actions: [{ intent: "logout", audit: "staff.logout", form: async () => ({}) }],
  },
  { route: "admin/audit", sample: () => "/admin/audit", roles: ["admin"], actions: [] },
  {
    route: "admin/moderation",
    sample: () => "/admin/moderation",
    roles: MODERATION,
    actions: [
      { intent: "photo-approve", audit: "photo.approve", siteBound: true, form: async (f) => ({ imageId: await pendingPhoto(f) }) },
      {
        intent: "photo-reject",
        audit: "photo.reject",
        siteBound: true,
        form: async (f) => ({ imageId: await pendingPhoto(f), reason: "not a photo of you" }),
      },
      { intent: "texts-approve", audit: "texts.approve", siteBound: true, form: async (f) => ({ profileId: await pendingTexts(f) }) },
      {
        intent: "texts-reject",
        audit: "texts.reject",
        siteBound: true,
        form: async (f) => ({ profileId: await pendingTexts(f), reason: "contact details" }),
      },
    ],
  },
  {
    route: "admin/reports",
    sample: () => "/admin/reports",
    roles: MODERATION,
    actions: [
      { intent: "complaint-close", audit: "complaint.close", siteBound: true, form: async (f) => ({ complaintId: String(f.complaintId) }) },
      {
        intent: "complaint-reopen",
        audit: "complaint.reopen",
        siteBound: true,
        form: async (f) => ({ complaintId: String(f.complaintId) }),
      },
      { intent: "report-actioned", audit: "report.actioned", siteBound: true, form: async (f) => ({ reportId: String(f.reportId) }) },
      { intent: "report-dismissed", audit: "report.dismissed", siteBound: true, form: async (f) => ({ reportId: String(f.reportId) }) },
      { intent: "report-reopen", audit: "report.reopen", siteBound: true, form: async (f) => ({ reportId: String(f.reportId) }) },
    ],
  },
  { route: "admin/members", sample: () => "/admin/members?q=a", roles: MODERATION, actions: [] },
  {
    route: "admin/members/:userId",
    sample: (f) => `/admin/members/${f.target.user.id}`,
    roles: MODERATION,
    siteBound: true,
    actions: [
      // The path's member is the subject: the form only carries the intent; `memberPath` below gives each run its own.
      { intent: "ban", audit: "member.ban", siteBound: true, form: async () => ({ reason: "spam", __member: String(await bannable()) }) },
      {
        intent: "unban",
        audit: "member.unban",
        siteBound: true,
        form: async (f) => {
          const userId = await bannable();
          const ban = await appRequest(`/admin/members/${userId}`, formPost({ intent: "ban", reason: "spam" }, f.admin.cookie));
          expect(ban.status).toBe(200);
          return { __member: String(userId) };
        },
      },
      {
        intent: "delete",
        audit: "member.delete",
        siteBound: true,
        form: async () => ({ confirm: "DELETE", __member: String(await bannable()) }),
      },
    ],
  },
  {
    route: "admin/members/:userId/money",
    sample: (f) => `/admin/members/${f.target.user.id}/money`,
    roles: ["admin"],
    siteBound: true,
    actions: [
      // Each run refunds a paid order of a member of its own (a refunded order refuses a second refund).
      { intent: "refund", audit: "order.refund", siteBound: true, form: paidOrderOfNewMember },
    ],
  },
  { route: "admin/figures", sample: () => "/admin/figures?from=2025-01-01&to=2025-01-31", roles: ["admin"], actions: [] },
  { route: "admin/figures.csv", sample: () => "/admin/figures.csv", roles: ["admin"], actions: [] },
  { route: "admin/pool", sample: () => "/admin/pool", roles: MODERATION, actions: [] },
  {
    route: "admin/pool/new",
    sample: () => "/admin/pool/new",
    roles: MODERATION,
    actions: [
      {
        intent: "create",
        audit: "pool.create",
        siteBound: true,
        form: async () => ({
          siteId: "classic",
          name: "Nora",
          gender: "female",
          dateOfBirth: "1990-02-03",
          country: "GB",
          city: "York",
          fictional: "on",
        }),
      },
    ],
  },
  {
    route: "admin/pool/:profileId",
    sample: (f) => `/admin/pool/${f.poolProfileId}`,
    roles: MODERATION,
    siteBound: true,
    actions: [
      {
        intent: "update",
        audit: "pool.update",
        siteBound: true,
        form: async () => ({ name: "Nora B", gender: "female", dateOfBirth: "1991-02-03", country: "GB", city: "Hull", aboutMe: "hi" }),
      },
      { intent: "photo-add", audit: "pool.photo_add", siteBound: true, form: async () => ({ file: await jpegFile() }) },
      { intent: "mark-fictional", audit: "profile.mark_fictional", siteBound: true, form: async () => ({}) },
      { intent: "unmark-fictional", audit: "profile.unmark_fictional", siteBound: true, form: async () => ({}) },
      {
        intent: "photo-delete",
        audit: "pool.photo_delete",
        siteBound: true,
        form: async (f) => {
          const db = await getDb();
          const [row] = await db
            .insert(profileImages)
            .values({ profileId: f.poolProfileId, filename: "t/p.jpg", thumbFilename: "t/p-thumb.jpg", moderation: "approved" })
            .returning({ id: profileImages.id });
          return { imageId: String(row!.id) };
        },
      },
    ],
  },
  { route: "admin/staff", sample: () => "/admin/staff", roles: ["admin"], actions: [] },
  { route: "admin/console", sample: () => "/admin/console", roles: ["admin", "operator"], actions: [] },
  {
    route: "admin/console/:conversationId",
    sample: (f) => `/admin/console/${f.conversationId}`,
    roles: ["admin", "operator"],
    siteBound: true,
    // The first to open it holds it: the next sees it held (409, no composer; tests/integration/answering-console.test.ts).
    staffAnswer: [200, 409],
    actions: [
      { intent: "answer", audit: "console.answer", siteBound: true, form: async () => ({ text: "Hi, nice to hear from you!" }) },
      { intent: "release", audit: "console.release", siteBound: true, form: async () => ({}) },
    ],
  },
  { route: "admin/*", sample: () => "/admin/no-such-page", roles: ALL, actions: [], staffAnswer: [404] },
];

/** Every path under /admin in the route config, as written there. */
function adminPathsOfConfig(): string[] {
  type Entry = { path?: string; children?: Entry[] };
  const paths: string[] = [];
  const walk = (entries: Entry[], prefix: string) => {
    for (const entry of entries) {
      const path = [prefix, entry.path].filter(Boolean).join("/");
      if (entry.path !== undefined && (path === "admin" || path.startsWith("admin/"))) paths.push(path);
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes as Entry[], "");
  return paths;
}

async function makeFixtures() {
  const db = await getDb();
  const target = await createMember({ siteId: "classic", name: "Target", email: `target-${Date.now()}@example.com`, credits: 10 });
  const member = await createLoggedInMember({ siteId: "classic" });
  const [pool] = await db
    .insert(profiles)
    .values({ name: "Pool", gender: "female", dateOfBirth: "1992-01-01", country: "GB", siteId: "classic", fictional: true })
    .returning({ id: profiles.id });
  const [complaint] = await db
    .insert(complaints)
    .values({
      reference: `R${Date.now()}`.slice(0, 16),
      siteId: "classic",
      name: "C",
      email: "c@example.com",
      category: "other",
      description: "x",
      language: "en",
    })
    .returning({ id: complaints.id });
  // The target member wrote to the pool profile: a conversation of the answering console.
  const classic = siteRegistry.sites.find((site) => site.id === "classic")!;
  const writer = { id: target.user.id, profileId: target.profile.id, status: "active" as const };
  const conversation = await startConversation(db, classic, writer, pool!.id);
  await sendMessage(db, classic, writer, { conversationId: conversation.id, text: "Hello?", priceCredits: 1 });
  return {
    target,
    member,
    conversationId: conversation.id,
    poolProfileId: pool!.id,
    complaintId: complaint!.id,
    // A member's report of the target, as /members/{id}/report files it (decision 083).
    reportId: (
      await db
        .insert(memberReports)
        .values({
          siteId: "classic",
          reporterUserId: member.userId,
          reporterProfileId: member.profileId,
          reportedProfileId: target.profile.id,
          reason: "scam",
          message: "Asked me for money.",
        })
        .returning({ id: memberReports.id })
    )[0]!.id,
    admin: await createStaffMember("admin", "all"),
    moderator: await createStaffMember("moderator", ["classic"]),
    operator: await createStaffMember("operator", ["classic"]),
    otherSiteModerator: await createStaffMember("moderator", ["lavish"]),
    otherSiteAdmin: await createStaffMember("admin", ["lavish"]),
  };
}

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
});

function staffOf(role: StaffRole) {
  return role === "admin" ? f.admin : role === "moderator" ? f.moderator : f.operator;
}

/** Where an action posts: the route's sample, or the member a member action made for itself. */
function actionPath(route: AdminRoute, form: Record<string, string | Blob>) {
  const { __member, ...fields } = form;
  return { path: typeof __member === "string" ? `/admin/members/${__member}` : route.sample(f), fields };
}

describe("every /admin route is in the access table", () => {
  it("lists exactly the /admin routes of app/routes.ts", () => {
    expect(ADMIN_ROUTES.map((r) => r.route).sort()).toEqual(adminPathsOfConfig().sort());
  });
});

describe.each(ADMIN_ROUTES)("$route", (route) => {
  it("sends anonymous visitors to the staff login", async () => {
    const response = await appRequest(route.sample(f));
    if (route.roles === "login") {
      expect([200, 302]).toContain(response.status);
      if (response.status === 302) expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
    } else {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
    for (const action of route.actions) {
      const posted = await appRequest(route.sample(f), formPost({ intent: action.intent }));
      expect(posted.status, action.intent).toBe(302);
      expect(posted.headers.get("location")).toMatch(/^\/admin\/login/);
    }
  });

  it("answers a member session with 404, pages and actions alike", async () => {
    expect((await appRequest(route.sample(f), { cookie: f.member.cookie })).status).toBe(404);
    for (const action of route.actions) {
      expect((await appRequest(route.sample(f), formPost({ intent: action.intent }, f.member.cookie))).status, action.intent).toBe(404);
    }
  });

  if (route.roles !== "login") {
    const allowed = route.roles;
    const refused = ALL.filter((role) => !allowed.includes(role));

    it.runIf(refused.length > 0)(`refuses ${refused.join(", ")} with 403`, async () => {
      for (const role of refused) {
        const { cookie } = staffOf(role);
        expect((await appRequest(route.sample(f), { cookie })).status, role).toBe(403);
        for (const action of route.actions) {
          const { path, fields } = actionPath(route, await action.form(f));
          expect((await appRequest(path, formPost({ intent: action.intent, ...fields }, cookie))).status, `${role} ${action.intent}`).toBe(
            403,
          );
        }
      }
    });

    it.runIf(allowed.length > 0)(`serves ${allowed.join(", ")}`, async () => {
      for (const role of allowed) {
        const response = await appRequest(route.sample(f), { cookie: staffOf(role).cookie });
        expect(route.staffAnswer ?? [200, 302], role).toContain(response.status);
      }
    });

    it.runIf(route.siteBound || route.actions.some((a) => a.siteBound))("refuses staff of another site with 403", async () => {
      for (const other of [f.otherSiteModerator, f.otherSiteAdmin]) {
        if (route.siteBound) expect((await appRequest(route.sample(f), { cookie: other.cookie })).status).toBe(403);
        for (const action of route.actions.filter((a) => a.siteBound)) {
          const { path, fields } = actionPath(route, await action.form(f));
          expect((await appRequest(path, formPost({ intent: action.intent, ...fields }, other.cookie))).status, action.intent).toBe(403);
        }
      }
    });

    it.runIf(route.actions.length > 0)("writes an audit row for every action", async () => {
      for (const action of route.actions) {
        // Log out ends the session it uses: a staff member of its own.
        const actor =
          action.intent === "logout"
            ? await createStaffMember(allowed[0]!, "all")
            : staffOf(allowed.includes("moderator") ? "moderator" : allowed[0]!);
        const { path, fields } = actionPath(route, await action.form(f));
        const before = await auditCount(action.audit);
        const response = await appRequest(path, formPost({ intent: action.intent, ...fields }, actor.cookie));
        expect(
          [200, 302],
          `${action.intent}: ${response.status} ${response.status >= 400 ? await response.text() : ""}`.slice(0, 400),
        ).toContain(response.status);
        expect(await auditCount(action.audit), action.intent).toBe(before + 1);
      }
    });
  }
});
