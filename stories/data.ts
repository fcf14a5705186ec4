import type { ChatListEntry, ChatMessage } from "#app/chat/types.ts";
import type { ProfileCardData } from "#app/profiles/card.ts";
import { packRegions, type PackedRegions, type Region } from "#app/profiles/packed-regions.ts";

/**
 * Seeded, realistic story data. Photos are drawn here (an SVG portrait placeholder per member) so stories need no
 * network or image files and stay deterministic.
 */
function portrait(name: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 38%)"/></linearGradient></defs><rect width="400" height="500" fill="url(#g)"/><circle cx="200" cy="190" r="80" fill="hsl(${hue} 30% 85%)"/><ellipse cx="200" cy="430" rx="140" ry="120" fill="hsl(${hue} 30% 85%)"/><text x="200" y="215" font-family="sans-serif" font-size="72" text-anchor="middle" fill="hsl(${hue} 40% 30%)">${name[0]}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function member(
  id: number,
  name: string,
  age: number,
  city: string,
  country: string,
  extra: Partial<ProfileCardData> = {},
): ProfileCardData {
  const src = portrait(name, (id * 47) % 360);
  return {
    id,
    name,
    age,
    city,
    country,
    language: "en",
    gender: "female",
    fictional: false,
    main_image: { thumb_filename: src, filename: src, width: 400, height: 500 },
    did_like_profile: false,
    ...extra,
  };
}

export const members: ProfileCardData[] = [
  member(101, "Sophie", 34, "Manchester", "GB"),
  member(102, "Emma", 29, "Leeds", "GB", { did_like_profile: true }),
  member(103, "Charlotte", 41, "Bristol", "GB", { fictional: true }),
  member(104, "Anouk", 37, "Antwerpen", "BE", { language: "nl" }),
  member(105, "Olivia", 45, "York", "GB", { main_image: null }),
  member(106, "Isabella", 31, "Brighton", "GB"),
  member(107, "Mia", 52, "Glasgow", "GB", { fictional: true, did_like_profile: true }),
  member(108, "Grace", 38, "Cardiff", "GB"),
];

export const member1 = members[0]!;

const minutesAgo = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 18, 0) - minutes * 60_000).toISOString();

export const messages: ChatMessage[] = [
  {
    id: 1,
    conversation: 11,
    sender_profile: 101,
    from_me: false,
    text: "Hi Paul! I saw you like hiking too 😊",
    created_at: minutesAgo(95),
    client_id: null,
  },
  {
    id: 2,
    conversation: 11,
    sender_profile: 1,
    from_me: true,
    text: "Hi Sophie! Yes, the Dales most weekends. You?",
    created_at: minutesAgo(90),
    client_id: null,
  },
  {
    id: 3,
    conversation: 11,
    sender_profile: 101,
    from_me: false,
    text: "The Peak District, usually. Mam Tor at sunrise is unbeatable.",
    created_at: minutesAgo(60),
    client_id: null,
  },
  {
    id: 4,
    conversation: 11,
    sender_profile: 1,
    from_me: true,
    text: "Then I know where we're going first ☕",
    created_at: minutesAgo(12),
    client_id: null,
  },
];

export const chats: ChatListEntry[] = members.slice(0, 5).map((profile, index) => ({
  conversation: { id: 11 + index, last_message_at: minutesAgo(12 + index * 300) },
  profile,
  num_unread_messages: [0, 3, 0, 1, 0][index] ?? 0,
  last_message:
    index === 0
      ? messages[3]!
      : {
          id: 20 + index,
          conversation: 11 + index,
          sender_profile: profile.id,
          from_me: false,
          text: ["", "Are you free on Friday?", "Haha, you too!", "Goedemorgen! Hoe gaat het?", "Nice to meet you."][index]!,
          created_at: minutesAgo(12 + index * 300),
          client_id: null,
        },
}));

import type { LanderMap, LanderProfile } from "#app/landers/types.ts";
import type { MemberDetail } from "#app/profiles/member-detail.ts";

export const landerProfiles: LanderProfile[] = members.map((profile, index) => ({ ...profile, online: index % 3 !== 2 }));

export const landerMap: LanderMap = {
  country: "GB",
  width: 400,
  height: 600,
  regions: [
    { id: "eng-nw", name: "North West", count: 412, x: 190, y: 330 },
    { id: "eng-yh", name: "Yorkshire", count: 298, x: 250, y: 320 },
    { id: "eng-ldn", name: "London", count: 801, x: 300, y: 480 },
    { id: "sct", name: "Scotland", count: 155, x: 170, y: 160 },
  ],
  pins: [
    { id: 101, x: 200, y: 340 },
    { id: 102, x: 255, y: 330 },
  ],
};

export function memberDetail(profile: ProfileCardData = member1, limited = false): MemberDetail {
  const image = profile.main_image;
  return {
    id: profile.id,
    name: profile.name,
    age: profile.age,
    gender: profile.gender,
    city: profile.city,
    country: profile.country,
    countryregion: "England",
    language: profile.language,
    fictional: profile.fictional,
    images: image
      ? [
          { id: 1, ...image },
          { id: 2, ...(members[5]!.main_image ?? image) },
        ]
      : [],
    fields: limited
      ? []
      : [
          { field: "relationship", value: "single" },
          { field: "eye_color", value: "green" },
          { field: "height", value: "170" },
        ],
    notes: limited
      ? []
      : [{ field: "about_me", text: "Walker, baker, terrible singer. Looking for someone to share muddy boots and good coffee with." }],
    did_like_profile: profile.did_like_profile,
    limited,
  };
}

/** The API answers most stories need (profile definition, regions); a story's `parameters.api` adds or replaces. */
export const defaultApi = {
  "GET /api/profile_fields.php": {
    fields: [
      {
        name: "relationship",
        type: "select",
        label: "Relationship",
        visible: true,
        options: [
          { value: "single", label: "Single" },
          { value: "divorced", label: "Divorced" },
          { value: "widowed", label: "Widowed" },
        ],
      },
      {
        name: "eye_color",
        type: "select",
        label: "Eye colour",
        visible: true,
        options: [
          { value: "blue", label: "Blue" },
          { value: "green", label: "Green" },
          { value: "brown", label: "Brown" },
        ],
      },
      { name: "occupation", type: "text", label: "Occupation", placeholder: "e.g. teacher", visible: true, max_length: 60 },
    ],
  },
  "GET /api/regions.php": {
    regions: [
      { id: "ENG", name: "England" },
      { id: "SCT", name: "Scotland" },
      { id: "WLS", name: "Wales" },
      { id: "NIR", name: "Northern Ireland" },
    ],
  },
};

import i18next from "i18next";
import { renderedDocument } from "#app/.server/content/documents.server.ts";
import { COOKIES, PRIVACY, TERMS, type RenderedDocument } from "#app/content/documents.ts";
import type { ContentValues } from "#app/components/content/rich-text.tsx";
import { fictionalPluralIn } from "#app/site/fictional.ts";
import type { Language } from "#app/site/locales.ts";
import type { Site } from "#app/site/registry.ts";

export type ContentPageSlug = "terms" | "privacy" | "cookies" | "faq";

/**
 * A legal page or the FAQ as the content route's loader returns it: the site's values and the document translated
 * and parsed by the server's own code, in the story's language (Storybook carries the server-only messages too).
 */
export function contentPage(
  site: Site,
  language: Language,
  slug: ContentPageSlug,
): { document: RenderedDocument; values: ContentValues & { fictional_icon: string } } {
  const t = i18next.getFixedT(language);
  // The server's contentValues, less the country's translation (its country-name list is a server dependency).
  const values = {
    site: site.name,
    domain: site.domain,
    company: site.company_name,
    address: site.company_address,
    city: site.company_city,
    country: site.company_country,
    kvk: site.company_kvk,
    vat: site.company_vat_numbers.join(", "),
    tradenames: (site.company_tradenames.length ? site.company_tradenames.map((name) => name.name) : [site.name]).join(", "),
    support_email: site.support_email,
    support_phone: site.support_phone ?? "",
    dmca_email: `dmca@${site.domain}`,
    fictional_plural: fictionalPluralIn(site.fictional_plural, language, site.language, t("fictional.plural_default")),
    fictional_icon: site.fictional_icon,
    min_age: site.min_age,
  };
  const definition = slug === "faq" ? "faq" : { terms: TERMS, privacy: PRIVACY, cookies: COOKIES }[slug];
  const document = renderedDocument({ siteId: `story-${site.id}`, language, page: slug }, definition, {
    t,
    // The payment brand's extra sections (DMCA, 2257) when a tradename is the brand, as on the server.
    paymentBrand: site.company_tradenames.some((name) => name.name.trim().toLowerCase() === site.payment_brand?.trim().toLowerCase()),
    values,
  });
  return { document, values };
}

import type { LikesOverviewData } from "#app/components/members/like-button.tsx";
import type { NotificationEntry } from "#app/components/notifications/notifications-page.tsx";

/** The likes route's data: whom the member likes, and who likes them (the first two likes unseen). */
export const likesOverview: LikesOverviewData = {
  profiles: members.filter((m) => m.did_like_profile).concat(members[2]!),
  liked_by: members.slice(0, 4).map((m, index) => ({ ...m, like_new: index < 2 })),
};

/** The notifications route's data, newest first: two unread, an e-mail change warning. */
export const notifications: NotificationEntry[] = [
  { id: 1, kind: "message", read: false, created_at: "2026-11-25T17:48:00.000Z", conversation: 11, profile: members[0]! },
  { id: 2, kind: "like", read: false, created_at: "2026-11-25T15:02:00.000Z", conversation: null, profile: members[1]! },
  { id: 3, kind: "email_change", read: true, created_at: "2026-11-20T09:30:00.000Z", conversation: null, profile: null },
  { id: 4, kind: "like", read: true, created_at: "2026-11-18T21:15:00.000Z", conversation: null, profile: members[4]! },
];

import type { PackageOffer, PlanOffer, Quote } from "#app/billing/catalogue.ts";
import type { MessagePrice } from "#app/billing/message-price.ts";
import type { OrderView } from "#app/billing/order-view.ts";

/** A euro price with Dutch VAT (21 %), optionally discounted. */
export function quote(amount: number, discountPercent = 0): Quote {
  const listAmount = discountPercent ? Math.round(amount / (1 - discountPercent / 100)) : amount;
  return { currency: "EUR", listAmount, amount, discountPercent, vatAmount: Math.round((amount * 21) / 121), vatRateBasisPoints: 2100 };
}
export const creditPackages: PackageOffer[] = [
  { kind: "credits", id: 1, credits: 100, bonus: 0, popular: false, quote: quote(1495) },
  { kind: "credits", id: 2, credits: 250, bonus: 25, popular: true, quote: quote(2995) },
  { kind: "credits", id: 3, credits: 600, bonus: 100, popular: false, quote: quote(5995) },
];
export const premiumPlans: PlanOffer[] = [
  { kind: "premium", id: 1, days: 30, bonusCredits: 0, popular: false, quote: quote(1995) },
  { kind: "premium", id: 2, days: 90, bonusCredits: 50, popular: true, quote: quote(4995) },
];
export const messagePrice: MessagePrice = { credits: 10, value: { amount: 120, currency: "EUR" } };

/** One of the member's orders as the screens see it (a paid credits order unless patched). */
export function orderView(patch: Partial<OrderView> = {}): OrderView {
  return {
    id: 7,
    number: "CL-2026-000734",
    kind: "credits",
    productId: 2,
    status: "paid",
    credits: 250,
    bonusCredits: 25,
    premiumDays: 0,
    amount: 2995,
    listAmount: 2995,
    discountPercent: 0,
    vatAmount: 520,
    vatRateBasisPoints: 2100,
    currency: "EUR",
    method: "ideal",
    createdAt: "2026-11-24T19:12:00.000Z",
    refundedAmount: 0,
    chargedBackAmount: 0,
    ...patch,
  };
}
export const memberOrders: OrderView[] = [
  orderView(),
  orderView({
    id: 6,
    number: "CL-2026-000701",
    status: "failed",
    credits: 100,
    bonusCredits: 0,
    amount: 1495,
    productId: 1,
    method: "creditcard",
  }),
  orderView({
    id: 5,
    number: "CL-2026-000655",
    kind: "premium",
    credits: 0,
    bonusCredits: 0,
    premiumDays: 30,
    amount: 1995,
    method: "paypal",
  }),
];

// The back office: what its routes' loaders return, for one admin of the classic and lavish sites.
import type { AdminLayoutProps } from "#app/components/admin/admin-layout.tsx";
import type { AuditPageProps } from "#app/components/admin/audit-page.tsx";
import type { ConsoleConversationPageProps, ConsoleQueuePageProps } from "#app/components/admin/console-pages.tsx";
import type { DayTotals } from "#app/components/admin/figures-chart.tsx";
import type { FiguresPageProps } from "#app/components/admin/figures-page.tsx";
import type { MemberMoneyPageProps, MemberPageProps, MembersPageProps } from "#app/components/admin/member-pages.tsx";
import type { ModerationPageProps } from "#app/components/admin/moderation-page.tsx";
import type { PoolListPageProps, PoolProfilePageProps } from "#app/components/admin/pool-pages.tsx";
import type { ReportsPageProps } from "#app/components/admin/reports-page.tsx";
import type { StaffPageProps } from "#app/components/admin/staff-page.tsx";

const photoOf = (index: number) => members[index]!.main_image!.thumb_filename;

export const staffAdmin: NonNullable<AdminLayoutProps["staff"]> = { name: "Ada", email: "ada@backoffice.example", role: "admin" };
export const staffOperator: NonNullable<AdminLayoutProps["staff"]> = { name: "Otto", email: "otto@backoffice.example", role: "operator" };

export const adminMembers: MembersPageProps["members"] = [
  { id: 1, name: "Paul", email: "paid@example.com", siteId: "classic", status: "active", signupDate: "2026-10-01" },
  { id: 2, name: "Anouk", email: "anouk.de.vries@example.nl", siteId: "classic", status: "unconfirmed", signupDate: "2026-11-12" },
  { id: 3, name: "Grace", email: "grace@example.co.uk", siteId: "lavish", status: "banned", signupDate: "2026-09-03" },
  { id: 4, name: "Jonas", email: "jonas@example.de", siteId: "lavish", status: "deleted", signupDate: "2026-08-21" },
];

export const adminMember: MemberPageProps["member"] = {
  id: 3,
  siteId: "lavish",
  email: "grace@example.co.uk",
  status: "active",
  signupDate: "2026-09-03T10:12:00.000Z",
  premiumUntil: "2026-12-03T10:12:00.000Z",
  credits: 135,
  profile: {
    id: 303,
    name: "Grace",
    gender: "female",
    dateOfBirth: "1988-04-17",
    country: "GB",
    city: "Cardiff",
    fictional: false,
    texts: { about_me: "Choir on Tuesdays, climbing on Sundays. Looking for someone who laughs easily." },
    textsModeration: "approved",
  },
  photos: [
    { id: 901, moderation: "approved", rejectReason: null, thumbUrl: photoOf(7), main: true },
    { id: 902, moderation: "pending", rejectReason: null, thumbUrl: photoOf(5), main: false },
    { id: 903, moderation: "rejected", rejectReason: "Another person is the main subject of the photo.", thumbUrl: null, main: false },
  ],
  purchases: [
    {
      id: 71,
      kind: "credits",
      status: "paid",
      amount: 2995,
      currency: "EUR",
      credits: 275,
      refundedAmount: 0,
      chargedBackAmount: 0,
      createdAt: "2026-11-02T18:40:00.000Z",
    },
    {
      id: 64,
      kind: "premium",
      status: "paid",
      amount: 1995,
      currency: "EUR",
      credits: 0,
      refundedAmount: 1995,
      chargedBackAmount: 0,
      createdAt: "2026-10-01T09:05:00.000Z",
    },
  ],
  bans: [{ id: 5, reason: "Asked members for money", createdAt: "2026-10-10T12:00:00.000Z", liftedAt: "2026-10-17T12:00:00.000Z" }],
};

export const memberMoney: Omit<MemberMoneyPageProps, "result"> = {
  userId: 3,
  siteId: "lavish",
  balance: 135,
  orders: [
    {
      id: 71,
      kind: "credits",
      status: "paid",
      provider: "mollie",
      providerPaymentId: "tr_7UhSN1zuXS",
      amount: 2995,
      currency: "EUR",
      credits: 275,
      premiumDays: 0,
      refundedAmount: 0,
      chargedBackAmount: 0,
      createdAt: "2026-11-02T18:40:00.000Z",
      staffRefund: null,
      refundable: true,
    },
    {
      id: 64,
      kind: "premium",
      status: "paid",
      provider: "mollie",
      providerPaymentId: "tr_Qp3x8mZ2aL",
      amount: 1995,
      currency: "EUR",
      credits: 0,
      premiumDays: 30,
      refundedAmount: 1995,
      chargedBackAmount: 0,
      createdAt: "2026-10-01T09:05:00.000Z",
      staffRefund: { status: "succeeded", amount: 1995, at: "2026-10-04T11:30:00.000Z" },
      refundable: false,
    },
  ],
  entries: [
    { id: 412, kind: "message", amount: -10, shortfall: 0, reference: "message 8812", createdAt: "2026-11-20T21:03:00.000Z" },
    { id: 388, kind: "purchase", amount: 275, shortfall: 0, reference: "order 71", createdAt: "2026-11-02T18:41:00.000Z" },
    { id: 301, kind: "refund", amount: -50, shortfall: 50, reference: "order 64", createdAt: "2026-10-04T11:30:00.000Z" },
  ],
};

export const moderationQueue: Omit<ModerationPageProps, "result"> = {
  photos: [
    { id: 201, url: members[0]!.main_image!.filename, thumbUrl: photoOf(0), name: "Sophie", siteId: "classic", userId: 11 },
    { id: 202, url: members[3]!.main_image!.filename, thumbUrl: photoOf(3), name: "Anouk", siteId: "classic", userId: 14 },
    { id: 203, url: members[6]!.main_image!.filename, thumbUrl: photoOf(6), name: "Mia", siteId: null, userId: null },
  ],
  texts: [
    {
      profileId: 311,
      name: "Sophie",
      siteId: "classic",
      userId: 11,
      aboutMe: "Teacher, runner, terrible at crosswords.\nAsk me about my allotment.",
      lookingFor: "Someone kind who likes long walks and short queues.",
    },
    { profileId: 314, name: "Anouk", siteId: "classic", userId: 14, aboutMe: "Call me on 06 1234 5678!", lookingFor: "" },
  ],
  recent: [
    { id: 180, thumbUrl: photoOf(1), name: "Emma", siteId: "classic", nude: false },
    { id: 176, thumbUrl: photoOf(5), name: "Isabella", siteId: "lavish", nude: true },
  ],
};

export const reportsQueue: Omit<ReportsPageProps, "result" | "status"> = {
  memberReports: [
    {
      id: 41,
      siteId: "classic",
      reason: "scam",
      message: "She asked me to pay for her train ticket before we meet.",
      status: "open",
      createdAt: "2026-11-25T16:20:00.000Z",
      evidence: {
        messages: [
          { id: 8801, sender_profile: 1, text: "Shall we meet on Saturday?", created_at: "2026-11-25T15:58:00.000Z" },
          {
            id: 8802,
            sender_profile: 104,
            text: "Yes! Can you send me 80 euro for the train first?",
            created_at: "2026-11-25T16:02:00.000Z",
          },
        ],
      },
      reporter: { userId: 1, profileId: 1, name: "Paul", email: "paid@example.com" },
      reported: { profileId: 104, name: "Anouk", fictional: false, userIds: [14] },
    },
    {
      id: 39,
      siteId: "lavish",
      reason: "fake_profile",
      message: null,
      status: "open",
      createdAt: "2026-11-24T08:05:00.000Z",
      evidence: {},
      reporter: { userId: 22, profileId: 122, name: "Tom", email: "tom@example.co.uk" },
      reported: { profileId: 107, name: "Mia", fictional: true, userIds: [] },
    },
  ],
  reports: [
    {
      kind: "complaint",
      id: 12,
      siteId: "classic",
      reference: "C-2026-0012",
      status: "open",
      category: "billing",
      concerns: "Order CL-2026-000701",
      description: "I was charged but got no credits. Please check my payment of 14.95.",
      from: { name: "Paul", email: "paid@example.com", userId: 1 },
      createdAt: "2026-11-23T12:44:00.000Z",
    },
    {
      kind: "complaint",
      id: 11,
      siteId: "lavish",
      reference: "C-2026-0011",
      status: "open",
      category: "content",
      concerns: null,
      description: "A profile uses a photo of a well-known actress.",
      from: { name: "Jane Visitor", email: "jane@example.org", userId: null },
      createdAt: "2026-11-22T09:10:00.000Z",
    },
  ],
};

export const consoleQueue: ConsoleQueuePageProps["queue"] = [
  {
    id: 501,
    lastMessageAt: "2026-11-25T16:52:00.000Z",
    memberName: "Paul",
    siteId: "classic",
    poolName: "Charlotte",
    text: "Are you still up for that coffee?",
    lockedByOther: false,
  },
  {
    id: 498,
    lastMessageAt: "2026-11-25T17:10:00.000Z",
    memberName: "Tom",
    siteId: "lavish",
    poolName: "Mia",
    text: "Good morning! How was your weekend in Glasgow? I went hiking and thought of you the whole way up.",
    lockedByOther: true,
  },
  {
    id: 502,
    lastMessageAt: "2026-11-25T17:31:00.000Z",
    memberName: "Jonas",
    siteId: "lavish",
    poolName: "Charlotte",
    text: "Hallo 👋",
    lockedByOther: false,
  },
];

export const consoleConversation: Omit<ConsoleConversationPageProps, "result" | "held"> = {
  member: {
    userId: 1,
    siteId: "classic",
    name: "Paul",
    gender: "male",
    dateOfBirth: "1985-05-01",
    city: "Leeds",
    country: "GB",
    fictional: false,
    aboutMe: "Walks in the Dales, bad puns, good coffee.",
  },
  poolProfile: {
    name: "Charlotte",
    gender: "female",
    dateOfBirth: "1985-03-14",
    city: "Bristol",
    country: "GB",
    fictional: true,
    aboutMe: "Sea swimmer and bookworm.",
  },
  messages: [
    { id: 9001, fromPool: false, text: "Hi Charlotte, love your profile!", createdAt: "2026-11-25T15:40:00.000Z" },
    { id: 9002, fromPool: true, text: "Thank you Paul 😊 What brings you to Bristol?", createdAt: "2026-11-25T16:01:00.000Z" },
    { id: 9003, fromPool: false, text: "Are you still up for that coffee?", createdAt: "2026-11-25T16:52:00.000Z" },
  ],
};

export const auditLog: AuditPageProps = {
  member: null,
  next: 1170,
  rows: [
    {
      id: 1214,
      createdAt: "2026-11-25T17:02:11.000Z",
      staffEmail: "ada@backoffice.example",
      action: "member.ban",
      siteId: "lavish",
      userId: 3,
      profileId: null,
      details: { reason: "Asked members for money" },
    },
    {
      id: 1213,
      createdAt: "2026-11-25T16:58:40.000Z",
      staffEmail: "mo@backoffice.example",
      action: "photo.reject",
      siteId: "classic",
      userId: 14,
      profileId: 314,
      details: { imageId: 202, reason: "Contact details in the photo" },
    },
    {
      id: 1212,
      createdAt: "2026-11-25T16:30:02.000Z",
      staffEmail: "otto@backoffice.example",
      action: "console.open",
      siteId: "classic",
      userId: 1,
      profileId: 103,
      details: {},
    },
    {
      id: 1211,
      createdAt: "2026-11-25T16:12:55.000Z",
      staffEmail: null,
      action: "staff.login_failed",
      siteId: null,
      userId: null,
      profileId: null,
      details: { email: "ada@backoffice.example", ip: "203.0.113.7" },
    },
    {
      id: 1210,
      createdAt: "2026-11-25T15:47:19.000Z",
      staffEmail: "ada@backoffice.example",
      action: "order.refund",
      siteId: "lavish",
      userId: 3,
      profileId: null,
      details: { orderId: 64, amount: 1995 },
    },
  ],
};

export const poolProfiles: PoolListPageProps["profiles"] = [
  { id: 103, name: "Charlotte", siteId: null, country: "GB", fictional: true, thumbUrl: photoOf(2) },
  { id: 107, name: "Mia", siteId: "lavish", country: "GB", fictional: true, thumbUrl: photoOf(6) },
  { id: 121, name: "Lotte", siteId: "classic", country: "NL", fictional: false, thumbUrl: null },
];

export const poolProfile: Omit<PoolProfilePageProps, "result"> = {
  profile: {
    id: 103,
    siteId: null,
    name: "Charlotte",
    gender: "female",
    dateOfBirth: "1985-03-14",
    country: "GB",
    city: "Bristol",
    aboutMe: "Sea swimmer and bookworm.",
    fictional: true,
    photos: [
      { id: 1031, thumbUrl: photoOf(2), main: true },
      { id: 1032, thumbUrl: photoOf(5), main: false },
    ],
  },
  countries: ["GB", "IE", "NL"],
};

export const staffAccounts: StaffPageProps["staff"] = [
  { id: 1, name: "Ada", email: "ada@backoffice.example", role: "admin", sites: ["classic", "lavish", "gay"], totpEnabled: true },
  { id: 2, name: "Mo", email: "mo@backoffice.example", role: "moderator", sites: ["classic"], totpEnabled: true },
  { id: 3, name: "Otto", email: "otto@backoffice.example", role: "operator", sites: ["classic", "lavish"], totpEnabled: false },
];

const figureDays: DayTotals[] = Array.from({ length: 7 }, (_, index) => ({
  day: `2026-11-${String(19 + index).padStart(2, "0")}`,
  landerVisits: 200 + ((index * 37) % 90),
  signups: 10 + ((index * 7) % 12),
  activations: 6 + ((index * 5) % 9),
  firstPayments: index % 3,
  messages: 400 + ((index * 53) % 300),
}));

export const figuresResult: FiguresPageProps = {
  error: null,
  form: { from: "2026-11-19", to: "2026-11-25", site: "" },
  sites: ["classic", "lavish"],
  result: {
    totals: figureDays,
    csv: "/admin/figures.csv?from=2026-11-19&to=2026-11-25&site=",
    rows: figureDays.slice(-2).flatMap((day) => [
      { ...day, siteId: "classic", source: "google-ads", revenue: { EUR: 4490 } },
      { ...day, siteId: "lavish", source: "", landerVisits: 0, revenue: {} as Record<string, number> },
    ]),
  },
};

import type { ProfilePageProps } from "#app/components/account/profile-page.tsx";
import type { EditableProfile } from "#app/components/account/profile-details-form.tsx";
import type { ProfileFieldsView } from "#app/forms/profile.ts";

const ownProfile: EditableProfile = {
  name: "Paul",
  gender: "male",
  date_of_birth: "1985-05-01",
  country: "GB",
  countryregion: "ENG",
  city: "Leeds",
  personal: { relationship: "divorced", eye_color: "" },
  texts: { about_me: "Fell runner, bad cook, good listener." },
};

const fieldsView: ProfileFieldsView = {
  countries: ["GB", "IE"],
  minAge: 18,
  selects: [
    {
      name: "relationship",
      label: "Relationship",
      options: [
        { value: "single", label: "Single" },
        { value: "divorced", label: "Divorced" },
        { value: "widowed", label: "Widowed" },
      ],
    },
    {
      name: "eye_color",
      label: "Eye colour",
      options: [
        { value: "blue", label: "Blue" },
        { value: "green", label: "Green" },
      ],
    },
  ],
  texts: [{ name: "about_me", label: "About me", placeholder: "What should others know about you?", maxLength: 1000 }],
};

/** The route's regions as it sends them: packed per country. */
const packedRegionsOf = (byCountry: Record<string, Region[]>): PackedRegions =>
  Object.fromEntries(Object.entries(byCountry).map(([country, list]) => [country, packRegions(list)]));

/** Regions by country, as `/api/regions.php` answers them in the profile stories. */
export const profileRegions: Record<string, Region[]> = {
  GB: [
    { id: "ENG", name: "England" },
    { id: "SCT", name: "Scotland" },
    { id: "WLS", name: "Wales" },
  ],
  IE: [{ id: "L", name: "Leinster" }],
};

/** The page brings the regions of the member's country; another country's come from the API (decision 139). */
const regions = packedRegionsOf({ GB: profileRegions.GB! });

const interests = ["hiking", "cooking", "travel", "music", "cinema", "dogs", "wine", "reading"].map((id) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
}));

/** The profile route's data for Paul: three photos, saved answers, a block and two reports, the meter at 70 %. */
export const ownProfilePage: ProfilePageProps = {
  own: {
    email: "paid@example.com",
    confirmed: true,
    photos: members.slice(0, 3).map((m, index) => ({ id: index + 1, thumb_filename: m.main_image!.thumb_filename, main: index === 0 })),
    moderation: { rejectedPhotos: [], textsRejectReason: null, textsStatus: "approved" },
    profile: ownProfile,
  },
  fieldsView,
  regions,
  showCity: true,
  interests,
  selectedInterests: ["hiking", "dogs"],
  pendingEmail: null,
  blocked: [
    { id: 104, name: members[3]!.name, thumb: members[3]!.main_image!.thumb_filename, blocked_at: "2026-11-02T10:00:00.000Z" },
    { id: 999, name: "", thumb: null, blocked_at: "2026-10-12T10:00:00.000Z" },
  ],
  reports: [
    { id: 1, profile: { id: 106, name: "Isabella" }, reason: "scam", status: "open", created_at: "2026-11-20T09:00:00.000Z" },
    { id: 2, profile: { id: 998, name: "" }, reason: "fake_profile", status: "actioned", created_at: "2026-10-01T09:00:00.000Z" },
  ],
  messageEmails: true,
  deleteDiscount: 30,
  completeness: { percent: 70, missing: ["about", "interests"] },
};
