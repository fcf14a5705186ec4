import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { csvCell, figures, figuresCsv } from "#app/.server/admin/figures.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { conversations, landerVisits, messages, orders, profiles, signups, users } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember } from "#tests/support/factories.ts";
import { createStaffMember } from "#tests/support/staff.ts";

/**
 * The figures page (decision 091): per UTC day, site and traffic source, counted by aggregate queries over what
 * sign-up, activation, payments, chat and the landers record. Seeded on days of their own, with sources of their own.
 */

const D1 = "2025-03-01";
const D2 = "2025-03-02";
const at = (day: string, time = "12:00:00") => new Date(`${day}T${time}Z`);
const unique = () => randomBytes(4).toString("hex");

let admin: Awaited<ReturnType<typeof createStaffMember>>;
let lavishAdmin: Awaited<ReturnType<typeof createStaffMember>>;
const SRC = `b-net-${unique()}`;
const REF = `a-ref-${unique()}`;

async function member(day: Date, tracking: { trafficsource?: string; network?: Record<string, string> }, siteId = "classic") {
  const db = await getDb();
  const created = await createMember({ siteId, signupDate: day, email: `fig-${unique()}@example.com` });
  await db
    .update(users)
    .set({ trafficsource: tracking.trafficsource ?? null, network: tracking.network ?? null })
    .where(eq(users.id, created.user.id));
  return created;
}

async function activate(userId: number, when: Date) {
  const db = await getDb();
  await db
    .insert(signups)
    .values({ userId, activatedAt: when })
    .onConflictDoUpdate({ target: signups.userId, set: { activatedAt: when } });
}

async function paid(userId: number, siteId: string, when: Date, amount: number, currency = "GBP", returned = 0) {
  const db = await getDb();
  await db.insert(orders).values({
    siteId,
    userId,
    kind: "credits",
    productId: 1,
    credits: 10,
    listAmount: amount,
    amount,
    vatAmount: 0,
    vatRateBasisPoints: 0,
    currency,
    country: "GB",
    method: "creditcard",
    provider: "test",
    language: "en",
    status: "paid",
    paidAt: when,
    refundedAmount: returned,
  });
}

async function sent(from: { user: { id: number }; profile: { id: number } }, count: number, when: Date) {
  const db = await getDb();
  const [other] = await db.insert(profiles).values({ name: "Other", siteId: "classic" }).returning({ id: profiles.id });
  const [conversation] = await db
    .insert(conversations)
    .values({ lowProfileId: from.profile.id, highProfileId: other!.id, startedByProfileId: from.profile.id })
    .returning({ id: conversations.id });
  for (let i = 0; i < count; i++) {
    await db.insert(messages).values({
      conversationId: conversation!.id,
      senderProfileId: from.profile.id,
      senderUserId: from.user.id,
      body: "hi",
      createdAt: when,
    });
  }
  // A pool profile's answer by staff has no sending account: not a member's message.
  await db
    .insert(messages)
    .values({ conversationId: conversation!.id, senderProfileId: other!.id, senderUserId: null, body: "yo", createdAt: when });
}

beforeAll(async () => {
  admin = await createStaffMember("admin", "all");
  lavishAdmin = await createStaffMember("admin", ["lavish"]);
  const db = await getDb();
  await db.insert(landerVisits).values([
    { day: D1, siteId: "classic", source: SRC, visits: 40 },
    { day: D2, siteId: "classic", source: SRC, visits: 25 },
    { day: D1, siteId: "classic", source: REF, visits: 7 },
    { day: D1, siteId: "lavish", source: SRC, visits: 9 },
  ]);
  // Day 1, SRC: two sign-ups (one by the sign-up's own source, one by the tracking record), one activated, who pays twice
  // (one first payment; revenue less the refund), and sends three messages.
  const a = await member(at(D1, "09:00:00"), { trafficsource: SRC });
  const b = await member(at(D1, "23:59:00"), { network: { network: SRC, sub1: "x", at: "2025-03-01T00:00:00Z" } });
  await activate(a.user.id, at(D1, "10:00:00"));
  await activate(b.user.id, at(D2, "00:30:00"));
  await paid(a.user.id, "classic", at(D1, "11:00:00"), 2249);
  await paid(a.user.id, "classic", at(D2, "11:00:00"), 1000, "GBP", 400);
  await paid(b.user.id, "classic", at(D2, "12:00:00"), 500, "EUR");
  await sent(a, 3, at(D1, "15:00:00"));
  // REF by the record's second key; on lavish, SRC: other rows.
  await member(at(D1), { network: { ref: REF, at: "2025-03-01T00:00:00Z" } });
  const lavish = await member(at(D1), { trafficsource: SRC }, "lavish");
  await paid(lavish.user.id, "lavish", at(D1), 700, "EUR");
});

describe("the figures by day, site and source", () => {
  it("counts visits, sign-ups, activations, first payments, revenue kept per currency and members' messages", async () => {
    const rows = (await figures(await getDb(), { from: D1, to: D2, sites: ["classic", "lavish"] })).filter(
      (row) => row.source === SRC || row.source === REF,
    );
    expect(rows).toEqual([
      { day: D1, siteId: "classic", source: REF, landerVisits: 7, signups: 1, activations: 0, firstPayments: 0, messages: 0, revenue: {} },
      {
        day: D1,
        siteId: "classic",
        source: SRC,
        landerVisits: 40,
        signups: 2,
        activations: 1,
        firstPayments: 1,
        messages: 3,
        revenue: { GBP: 2249 },
      },
      {
        day: D1,
        siteId: "lavish",
        source: SRC,
        landerVisits: 9,
        signups: 1,
        activations: 0,
        firstPayments: 1,
        messages: 0,
        revenue: { EUR: 700 },
      },
      {
        day: D2,
        siteId: "classic",
        source: SRC,
        landerVisits: 25,
        signups: 0,
        activations: 1,
        firstPayments: 1,
        messages: 0,
        revenue: { EUR: 500, GBP: 600 },
      },
    ]);
  });

  it("keeps to the days and sites asked for", async () => {
    const rows = (await figures(await getDb(), { from: D2, to: D2, sites: ["lavish"] })).filter((row) => row.source === SRC);
    expect(rows).toEqual([]);
    const classicOnly = (await figures(await getDb(), { from: D1, to: D1, sites: ["classic"] })).filter((row) => row.source === SRC);
    expect(classicOnly.map((row) => row.siteId)).toEqual(["classic"]);
  });

  it("the page shows the table and the chart; staff see only their sites", async () => {
    const html = await (await appRequest(`/admin/figures?from=${D1}&to=${D2}`, { cookie: admin.cookie })).text();
    expect(html).toContain(`data-figures-row="${D1}|classic|${SRC}"`);
    expect(html).toContain(`data-figures-row="${D1}|lavish|${SRC}"`);
    expect(html).toContain('data-slot="figures-chart"');
    expect(html).toContain("<svg");
    const lavishOnly = await (await appRequest(`/admin/figures?from=${D1}&to=${D2}`, { cookie: lavishAdmin.cookie })).text();
    expect(lavishOnly).toContain(`data-figures-row="${D1}|lavish|${SRC}"`);
    expect(lavishOnly).not.toContain(`|classic|`);
    // Asking for another site's figures is bad input, not a way round the site access.
    const other = await appRequest(`/admin/figures?from=${D1}&to=${D2}&site=classic`, { cookie: lavishAdmin.cookie });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain("not one of yours");
    const csv = await appRequest(`/admin/figures.csv?from=${D1}&to=${D2}&site=classic`, { cookie: lavishAdmin.cookie });
    expect(csv.status).toBe(400);
  });

  it("counts a tracked lander visit under today's row of its source", async () => {
    const source = `visit-${unique()}`;
    expect((await appRequest(`/landers/maplanding/spring?network=${source}`)).status).toBe(200);
    expect((await appRequest(`/landers/video/spring?network=${source}`)).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const rows = (await figures(await getDb(), { from: today, to: today, sites: ["classic"] })).filter((row) => row.source === source);
    expect(rows).toEqual([expect.objectContaining({ day: today, siteId: "classic", landerVisits: 2, signups: 0 })]);
    // An untracked visit is a shared page and costs no query: it is not counted.
    expect((await appRequest("/landers/maplanding/spring")).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(landerVisits).where(eq(landerVisits.source, ""))).toEqual([]);
  });
});

describe("the date range", () => {
  it.each([
    ["from=2025-13-01&to=2025-12-31", "from"],
    ["from=2025-02-30&to=2025-03-01", "not a date"],
    ["from=yesterday&to=2025-03-01", "YYYY-MM-DD"],
    ["from=2025-03-05&to=2025-03-01", "must not be after"],
    ["from=2020-01-01&to=2025-03-01", "at most 366 days"],
    ["from=2025-03-01&to=2025-03-02&site=" + "x".repeat(100), "site"],
  ])("%s: a 400 with a message on the form, not a 500", async (query, message) => {
    const response = await appRequest(`/admin/figures?${query}`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(message);
    expect(html).toContain('name="from"');
    expect((await appRequest(`/admin/figures.csv?${query}`, { cookie: admin.cookie })).status).toBe(400);
  });

  it("defaults to the last 30 days", async () => {
    const html = await (await appRequest("/admin/figures", { cookie: admin.cookie })).text();
    const today = new Date().toISOString().slice(0, 10);
    expect(html).toContain(`value="${today}"`);
    expect(html).toContain(`value="${new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)}"`);
  });
});

describe("the CSV export", () => {
  it("is an attachment with a header, one line per row and a revenue column per currency", async () => {
    const response = await appRequest(`/admin/figures.csv?from=${D1}&to=${D2}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="figures-all-${D1}-${D2}.csv"`);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("day,site,source,landerVisits,signups,activations,firstPayments,messages,revenue_EUR_minor,revenue_GBP_minor");
    expect(lines).toContain(`${D1},classic,${SRC},40,2,1,1,3,0,2249`);
    expect(lines).toContain(`${D2},classic,${SRC},25,0,1,1,0,500,600`);
    expect(lines.at(-1)).toBe("");
  });

  it("quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('a,b "c"')).toBe('"a,b ""c"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    for (const evil of ["=HYPERLINK(1)", "+1", "-2", "@SUM(A1)", "\tx"]) expect(csvCell(evil)).toMatch(/^"?'/);
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
    expect(csvCell(-5)).toBe("-5");
    const csv = figuresCsv([
      {
        day: D1,
        siteId: "classic",
        source: '=cmd|"/c calc"!A1',
        landerVisits: 1,
        signups: 0,
        activations: 0,
        firstPayments: 0,
        messages: 0,
        revenue: {},
      },
    ]);
    expect(csv.split("\r\n")[1]).toBe(`${D1},classic,"'=cmd|""/c calc""!A1",1,0,0,0,0`);
  });

  it("a source stored with a formula is exported defused", async () => {
    const db = await getDb();
    await db.insert(landerVisits).values({ day: "2025-04-01", siteId: "classic", source: "=1+1", visits: 3 });
    const text = await (await appRequest("/admin/figures.csv?from=2025-04-01&to=2025-04-01", { cookie: admin.cookie })).text();
    expect(text).toContain("2025-04-01,classic,'=1+1,3,0,0,0,0");
  });
});
