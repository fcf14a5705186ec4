import { sql } from "drizzle-orm";
import type { ReportReason, ReportStatus } from "../../forms/safety.ts";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

export type ModerationStatus = "pending" | "approved" | "rejected";

/**
 * The shared profile pool: members' own profiles and the pool every site of the
 * deployment searches, each through its own defaults (docs/decisions/005).
 */
export const profiles = pgTable(
  "profiles",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 150 }).notNull(),
    gender: varchar("gender", { length: 6 }).$type<"male" | "female">(),
    dateOfBirth: date("date_of_birth"),
    country: varchar("country", { length: 2 }),
    /** ISO 3166-2 subdivision code, e.g. NL-NH. */
    countryregion: varchar("countryregion", { length: 10 }),
    city: varchar("city", { length: 255 }),
    language: varchar("language", { length: 2 }),
    fictional: boolean("fictional").notNull().default(false),
    /**
     * The site a pool profile was made for in the back office (whose staff manage and answer it); null for the shared
     * pool and for members' profiles (a member's site is their account's).
     */
    siteId: varchar("site_id", { length: 64 }),
    /** Select fields of the profile definition (height, body_type, …). */
    personal: jsonb("personal").$type<Record<string, string>>().notNull().default({}),
    /** Free-text fields (about_me, looking_for). */
    texts: jsonb("texts").$type<Record<string, string>>().notNull().default({}),
    mainImageId: integer("main_image_id"),
    /** Moderation of the free texts (decision 071): a member's change makes them `pending`; logged-out pages show only approved texts. */
    textsModeration: varchar("texts_moderation", { length: 12 }).$type<ModerationStatus>().notNull().default("approved"),
    textsRejectReason: varchar("texts_reject_reason", { length: 500 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * How complete the profile is, for the search order (docs/decisions/018-search-relevance.md):
     * 2 for a main photo, +1 for a complete profile (gender, birth date, place, an about-me text).
     * Computed by the database on every write, so no code path can forget it.
     */
    /**
     * False while the profile's account is not active (unactivated, deleted, banned): the site-scope
     * rule hides it everywhere (docs/decisions/017-site-scope-rule.md). Kept by a trigger on `users`
     * (migration 0007), so every status change, whoever writes it, takes effect at once.
     */
    listed: boolean("listed").notNull().default(true),
    searchQuality: smallint("search_quality")
      .notNull()
      .generatedAlwaysAs(
        sql`(case when main_image_id is not null then 2 else 0 end) + (case when gender is not null and date_of_birth is not null and country is not null and (countryregion is not null or city is not null) and coalesce(btrim(texts->>'about_me'), '') <> '' then 1 else 0 end)`,
      ),
  },
  (t) => [
    // Member search (app/.server/search; figures in bench/README.md). Every index ends in
    // the columns the search orders and counts by (quality, then most recently active), so a
    // page and its count are answered from the index alone (index-only scans), whichever filters are set:
    // Only listed profiles are ever searched (decision 017), so the indexes leave the others out.
    // - country and age (and gender): a range on (country, date_of_birth);
    index("profiles_country_gender_dob_idx")
      .on(t.country, t.dateOfBirth, t.gender, t.searchQuality, t.lastActiveAt, t.id)
      .where(sql`${t.listed}`),
    // - with a region as well;
    index("profiles_search_region_idx")
      .on(t.country, t.countryregion, t.dateOfBirth, t.gender, t.searchQuality, t.lastActiveAt, t.id)
      .where(sql`${t.listed}`),
    // - broad filters: walk the best, most recently active first (backwards) and stop after a page.
    index("profiles_search_active_idx")
      .on(t.searchQuality, t.lastActiveAt, t.id, t.country, t.gender, t.dateOfBirth)
      .where(sql`${t.listed}`),
  ],
);

export const profileImages = pgTable(
  "profile_images",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Storage keys (see app/.server/storage). */
    filename: text("filename").notNull(),
    thumbFilename: text("thumb_filename").notNull(),
    width: integer("width"),
    height: integer("height"),
    position: smallint("position").notNull().default(0),
    /**
     * Moderation (decision 071): a member's upload starts `pending` (set by the one upload function,
     * app/.server/profiles/images.server.ts); landers and logged-out pages show only `approved` photos. Pool photos
     * (seed, staff) are approved, the default. A rejected photo's files are deleted; the row stays so its owner can
     * read the reason.
     */
    moderation: varchar("moderation", { length: 12 }).$type<ModerationStatus>().notNull().default("approved"),
    rejectReason: varchar("reject_reason", { length: 500 }),
    /** Shows nudity, as a moderator judged it: searches with `hideNudity` leave out profiles whose main photo is such. */
    nude: boolean("nude").notNull().default(false),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("profile_images_profile_idx").on(t.profileId, t.position),
    index("profile_images_pending_idx")
      .on(t.id)
      .where(sql`${t.moderation} = 'pending'`),
  ],
);

/** `banned`: closed by staff (the ban's row in `member_bans` says why); unlisted like every non-active account. */
export type AccountStatus = "not_confirmed" | "active" | "deleted" | "banned";

/** Accounts belong to one site: the same e-mail may hold an account on each brand. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: varchar("site_id", { length: 64 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    role: varchar("role", { length: 16 }).$type<"member" | "staff">().notNull().default("member"),
    status: varchar("status", { length: 16 }).$type<AccountStatus>().notNull().default("not_confirmed"),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id),
    /** Paid by other means (staff, an import). A member is `paid_user` while this is set or premium runs. */
    paidUser: boolean("paid_user").notNull().default(false),
    /** End of the premium membership bought through /premium (decision 030); null: never premium. */
    premiumUntil: timestamp("premium_until", { withTimezone: true }),
    language: varchar("language", { length: 2 }),
    timezone: varchar("timezone", { length: 64 }).notNull().default("UTC"),
    trafficsource: text("trafficsource"),
    /**
     * The tracking record the member signed up with (docs/product/landers-and-tracking.md#tracking-keys "stored under network": network, ref, sub1–sub3
     * and the other keys of section 9, with the time it was stored). Null when the visitor came untracked.
     */
    network: jsonb("network").$type<Record<string, string>>(),
    /** 1 = unknown, 2 = a webmail service we can deep-link to (docs/product/signup.md#step-7-done). */
    mailprovider: smallint("mailprovider").notNull().default(1),
    signupDate: timestamp("signup_date", { withTimezone: true }).notNull().defaultNow(),
    /** When the member last opened the account deletion: only then may they take the deletion offer (decision 059). */
    deletionStartedAt: timestamp("deletion_started_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_site_email_idx").on(t.siteId, sql`lower(${t.email})`)],
);

/** Server-side sessions: the cookie holds only a random id, stored here as its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: varchar("id_hash", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: varchar("site_id", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** Rate-limit counters (rate-limiter-flexible's Drizzle store), shared by every app process. */
/**
 * Secrets the server makes for itself when the environment gives none (the
 * signing secret): kept in the database so every process on it agrees.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: varchar("name", { length: 64 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes: a Buffer to PostgreSQL, a Buffer or Uint8Array back depending on the driver. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded and generated media (photos, thumbnails, generated avatars) when they are kept in the database, the
 * default on PostgreSQL: every app process, on any machine, serves a photo another one stored (decision 101).
 */
export const mediaFiles = pgTable("media_files", {
  key: varchar("key", { length: 512 }).primaryKey(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * Single-use, expiring tokens mailed to members: activation (double opt-in),
 * password reset and e-mail change. Only the SHA-256 of the token is stored.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 24 }).$type<"activation" | "password_reset" | "email_change">().notNull(),
    /** Purpose-specific data, e.g. the new address of an e-mail change. */
    payload: jsonb("payload").$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

// ─── Discovery: likes and saved search filters ────────────────────────────────

/**
 * A member's like of a profile. `isNew` is the liked member's unseen flag
 * (`like_new`), cleared when they open the like.
 */
export const likes = pgTable(
  "likes",
  {
    id: serial("id").primaryKey(),
    /** The member who likes. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The liker's own profile, so "liked by" lists need no join through users. */
    likerProfileId: integer("liker_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    isNew: boolean("is_new").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("likes_user_profile_idx").on(t.userId, t.profileId), index("likes_profile_idx").on(t.profileId, t.createdAt)],
);

/**
 * When a member's like of a profile last told that profile's members (notification, live event, push). A like that is
 * taken back and given again tells them at most once per period (decision 056); the row outlives the unlike, so an
 * unlike/like loop cannot reset it.
 */
export const likeNotices = pgTable(
  "like_notices",
  {
    /** The member who likes. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("like_notices_pair_idx").on(t.userId, t.profileId), index("like_notices_profile_idx").on(t.profileId)],
);

/** The filters a member last searched with; the next visit starts from them. */
export const memberSearchFilters = pgTable("member_search_filters", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  gender: varchar("gender", { length: 6 }).$type<"male" | "female">(),
  minAge: smallint("min_age").notNull(),
  maxAge: smallint("max_age").notNull(),
  /** Null: every country the member may search. */
  country: varchar("country", { length: 2 }),
  countryregion: varchar("countryregion", { length: 10 }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ─── Content: complaints and customer-service requests ───────────────────────

/**
 * Complaints filed through /complaints (public, so `userId` only when the sender
 * was logged in). The reference is what the sender gets in the acknowledgement.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    reference: varchar("reference", { length: 16 }).notNull(),
    siteId: varchar("site_id", { length: 64 }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: varchar("name", { length: 150 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    /** The profile or URL the complaint is about, as the sender typed it. */
    concerns: varchar("concerns", { length: 500 }),
    category: varchar("category", { length: 32 }).notNull(),
    description: text("description").notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    status: varchar("status", { length: 16 }).$type<"open" | "closed">().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("complaints_reference_idx").on(t.reference), index("complaints_site_created_idx").on(t.siteId, t.createdAt)],
);

/** Messages to customer service from the contact form on /pages/service (members only). */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    reference: varchar("reference", { length: 16 }).notNull(),
    siteId: varchar("site_id", { length: 64 }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: varchar("name", { length: 150 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    topic: varchar("topic", { length: 32 }).notNull(),
    message: text("message").notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contact_requests_reference_idx").on(t.reference),
    index("contact_requests_site_created_idx").on(t.siteId, t.createdAt),
  ],
);

// ── Sign-up (accounts: sign-up flow, activation, push) ─────────────────────────

/**
 * What the sign-up recorded about an account beyond the user row: where it came
 * from, whether the sign-up steps were finished, and the activation mail's fate
 * (`GET /api/activate.php` reads `activationAcceptedAt` as `delivered`).
 */
export const signups = pgTable("signups", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  formPath: varchar("form_path", { length: 512 }),
  referrer: varchar("referrer", { length: 1024 }),
  /** The lander's member profile the visitor signed up from. */
  landerProfileId: integer("lander_profile_id"),
  userAgent: varchar("user_agent", { length: 512 }),
  ip: varchar("ip", { length: 64 }),
  /** Set when the last sign-up step (free texts) was saved. */
  completedAt: timestamp("completed_at", { withTimezone: true }),
  activationSentAt: timestamp("activation_sent_at", { withTimezone: true }),
  /** When the mail transport accepted the activation mail. */
  activationAcceptedAt: timestamp("activation_accepted_at", { withTimezone: true }),
  activationError: text("activation_error"),
  activatedAt: timestamp("activated_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Web push subscriptions (the browser's PushSubscription JSON), one row per endpoint. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The session that saved it: the subscription ends with that session (logout, expiry, password reset). Null on rows saved before. */
    sessionId: varchar("session_id", { length: 64 }).references(() => sessions.idHash, { onDelete: "cascade" }),
    userAgent: varchar("user_agent", { length: 512 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

// ── Credits: the ledger (docs/decisions/030-credit-ledger-and-payments.md) ───────

export type CreditEntryKind = "opening" | "purchase" | "bonus" | "message" | "refund" | "chargeback";

/**
 * The credit ledger: one signed entry per purchase, bonus, message debit, refund and chargeback. A member's
 * balance is the sum of their entries (app/.server/credits/ledger.server.ts); nothing else stores it. Append-only:
 * a trigger refuses updates and deletes (migration 0008), so history is never rewritten.
 */
export const creditEntries = pgTable(
  "credit_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Credits added (positive) or taken (negative). */
    amount: integer("amount").notNull(),
    kind: varchar("kind", { length: 16 }).$type<CreditEntryKind>().notNull(),
    /** What the entry is for, e.g. `order:12`, `message:345`. */
    reference: varchar("reference", { length: 128 }).notNull(),
    /** A second write with the same key is a no-op: a notification replayed 100 times credits once. */
    idempotencyKey: varchar("idempotency_key", { length: 128 }),
    /** Refunds and chargebacks: the credits that could not be taken back because they were already spent. */
    shortfall: integer("shortfall").notNull().default(0),
    /** The order a purchase, bonus, refund or chargeback belongs to. */
    orderId: integer("order_id").references((): AnyPgColumn => orders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The balance is an index-only sum over (user_id, amount).
    index("credit_entries_user_amount_idx").on(t.userId, t.amount),
    uniqueIndex("credit_entries_idempotency_idx").on(t.idempotencyKey),
    index("credit_entries_order_idx").on(t.orderId),
    check("credit_entries_amount_check", sql`${t.amount} <> 0 or ${t.shortfall} > 0`),
    check("credit_entries_shortfall_check", sql`${t.shortfall} >= 0`),
  ],
);

/**
 * Affiliate postbacks (decision 035): one row per member and event, so each fires at most once whatever
 * calls it twice; the row records the URL sent, the attempts and the outcome.
 */
export const postbacks = pgTable(
  "postbacks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: varchar("event", { length: 32 }).$type<"activation" | "first_payment">().notNull(),
    network: varchar("network", { length: 200 }).notNull(),
    url: text("url").notNull(),
    status: varchar("status", { length: 16 }).$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    /** When a pending postback may be tried next (also by another process after a restart). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    responseStatus: smallint("response_status"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("postbacks_user_event_idx").on(t.userId, t.event), index("postbacks_due_idx").on(t.status, t.nextAttemptAt)],
);

// ── Payments: orders, member discounts, the built-in test provider ─────────────

export type OrderStatus = "pending" | "paid" | "failed" | "canceled" | "expired";

/**
 * A purchase of a credit package or a premium plan. Amounts are tax-inclusive minor units of `currency`, fixed when
 * the order is made (a later catalogue change does not touch it). The provider's payment id is where its
 * notifications point; `status` only ever moves on from `pending` once (app/.server/credits/payments.server.ts).
 */
/** What a one-per-member discount an open order holds (see `orders.discountHold`). */
export type DiscountHold = "time_bonus" | "first_purchase";

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    siteId: varchar("site_id", { length: 64 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: varchar("kind", { length: 16 }).$type<"credits" | "premium">().notNull(),
    /** The package or plan id in the site's catalogue. */
    productId: integer("product_id").notNull(),
    credits: integer("credits").notNull().default(0),
    bonusCredits: integer("bonus_credits").notNull().default(0),
    premiumDays: integer("premium_days").notNull().default(0),
    listAmount: integer("list_amount").notNull(),
    discountPercent: smallint("discount_percent").notNull().default(0),
    /** The code applied, or `time_bonus` for a member's own discount (`discountGrantId`). */
    discountCode: varchar("discount_code", { length: 32 }),
    discountGrantId: integer("discount_grant_id"),
    /**
     * The one-per-member discount this order holds while it is open: the member's own time bonus, or a first-purchase
     * (welcome) code, typed or automatic. Null for orders without one (and for orders from before the rule).
     */
    discountHold: varchar("discount_hold", { length: 16 }).$type<DiscountHold>(),
    amount: integer("amount").notNull(),
    vatAmount: integer("vat_amount").notNull(),
    vatRateBasisPoints: integer("vat_rate_bp").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    country: varchar("country", { length: 2 }).notNull(),
    method: varchar("method", { length: 32 }).notNull(),
    provider: varchar("provider", { length: 16 }).$type<"test" | "mollie">().notNull(),
    providerPaymentId: varchar("provider_payment_id", { length: 64 }),
    status: varchar("status", { length: 16 }).$type<OrderStatus>().notNull().default("pending"),
    /** Money returned through refunds and chargebacks (minor units); the credits went back through the ledger. */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    chargedBackAmount: integer("charged_back_amount").notNull().default(0),
    /** The member's language when ordering: the receipt's language. */
    language: varchar("language", { length: 2 }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_provider_payment_idx").on(t.provider, t.providerPaymentId),
    index("orders_user_idx").on(t.userId, t.id),
    check("orders_amount_check", sql`${t.amount} > 0 and ${t.amount} <= ${t.listAmount}`),
    // A member's own discount and a first-purchase code are each held by at most one open order (decision 059): the
    // open order is the reservation, released when it fails, is cancelled or expires.
    uniqueIndex("orders_open_discount_hold_idx")
      .on(t.userId, t.discountHold)
      .where(sql`${t.discountHold} is not null and ${t.status} = 'pending'`),
  ],
);

/**
 * A discount of one member's own, for a limited time (the spec's "time bonus"): today the deletion offer's
 * `delete_discount`. One per member and reason, so the offer cannot be taken twice.
 */
export const discountGrants = pgTable(
  "discount_grants",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    reason: varchar("reason", { length: 32 }).$type<"delete_offer">().notNull(),
    percent: smallint("percent").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when a paid order used it. */
    usedOrderId: integer("used_order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("discount_grants_user_reason_idx").on(t.userId, t.reason)],
);

/**
 * The built-in test provider's own records (its "server side"): what a real provider keeps about a payment. The
 * hosted checkout page sets the outcome; refunds and chargebacks are added here; webhooks read it back.
 */
export const testPayments = pgTable("test_payments", {
  id: varchar("id", { length: 40 }).primaryKey(),
  siteId: varchar("site_id", { length: 64 }).notNull(),
  amount: integer("amount").notNull(),
  currency: varchar("currency", { length: 3 }).notNull(),
  description: varchar("description", { length: 255 }).notNull(),
  method: varchar("method", { length: 32 }).notNull(),
  status: varchar("status", { length: 16 }).$type<"open" | "paid" | "failed" | "canceled" | "expired">().notNull().default("open"),
  redirectUrl: text("redirect_url").notNull(),
  webhookUrl: text("webhook_url").notNull(),
  refunds: jsonb("refunds").$type<{ id: string; amount: number }[]>().notNull().default([]),
  chargebacks: jsonb("chargebacks").$type<{ id: string; amount: number }[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ─── Chat: conversations, messages, notifications (docs/decisions/032-chat-and-live-events.md) ──────

/**
 * A conversation between two profiles of the shared pool (decision 005): a member's own profile
 * and the partner's, which may be another member's or a pool profile without an account
 * (fictional profiles are answered by the operator's team later). One conversation per pair:
 * `lowProfileId < highProfileId`, unique.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    lowProfileId: integer("low_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    highProfileId: integer("high_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Who opened it: the partner sees it only once it has a message. */
    startedByProfileId: integer("started_by_profile_id").notNull(),
    lastMessageId: integer("last_message_id"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("conversations_pair_idx").on(t.lowProfileId, t.highProfileId), index("conversations_high_idx").on(t.highProfileId)],
);

/**
 * One participant's view of a conversation: how far they have read, and what they deleted
 * (deleting hides the history up to that message for them alone; a later message brings it back).
 */
export const conversationReads = pgTable(
  "conversation_reads",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    lastReadMessageId: integer("last_read_message_id").notNull().default(0),
    hiddenUpToMessageId: integer("hidden_up_to_message_id").notNull().default(0),
    /** In this participant's chat list: set by opening it or by any new message, cleared by deleting it. */
    listed: boolean("listed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversation_reads_pk_idx").on(t.conversationId, t.profileId),
    index("conversation_reads_profile_idx")
      .on(t.profileId)
      .where(sql`${t.listed}`),
  ],
);

/** Messages; text only, rendered as text. `clientId` makes a retried send (offline outbox) store and charge once. */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderProfileId: integer("sender_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The sending account (null for pool profiles answered by staff). */
    senderUserId: integer("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    clientId: varchar("client_id", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    uniqueIndex("messages_client_idx")
      .on(t.senderProfileId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * What a member is told about (spec: /notifications): a new message, a new like, an e-mail
 * change warning. One row per event per account, with its read state.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 24 }).$type<"message" | "like" | "email_change">().notNull(),
    /** The profile the event came from (sender, liker), when there is one. */
    profileId: integer("profile_id").references(() => profiles.id, { onDelete: "cascade" }),
    conversationId: integer("conversation_id").references(() => conversations.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.id)],
);

/**
 * Open live-event streams (`GET /api/events.php`), one row per connection, kept fresh by each
 * process's heartbeat: a member with a recent row is connected somewhere and gets no push.
 */
export const liveConnections = pgTable(
  "live_connections",
  {
    id: varchar("id", { length: 36 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The session the stream was opened with: when it ends, the member no longer counts as connected. */
    sessionId: varchar("session_id", { length: 64 }).references(() => sessions.idHash, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_connections_user_idx").on(t.userId, t.seenAt), index("live_connections_session_idx").on(t.sessionId)],
);

export type { ReportReason, ReportStatus };

// ─── Member safety: blocks, reports, message e-mail alerts (docs/decisions/083, 084) ─────────

/**
 * A member's block of a profile. It works both ways: neither profile sees, likes or writes to the other while it
 * stands (app/.server/safety/blocks.server.ts); a pair is blocked at most once per blocking account.
 */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    id: serial("id").primaryKey(),
    blockerUserId: integer("blocker_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockerProfileId: integer("blocker_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    blockedProfileId: integer("blocked_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("member_blocks_pair_idx").on(t.blockerProfileId, t.blockedProfileId),
    index("member_blocks_blocked_idx").on(t.blockedProfileId),
    index("member_blocks_user_idx").on(t.blockerUserId),
  ],
);

/** Evidence the server attaches to a report from the chat: the conversation's recent messages, as stored. */
export type ReportEvidence = {
  messages?: { id: number; sender_profile: number; text: string; created_at: string }[];
};

/** A member's report of a profile, for the back office's moderation queue. */
export const memberReports = pgTable(
  "member_reports",
  {
    id: serial("id").primaryKey(),
    /** The site the report was made on (the moderation queue lists reports per site). */
    siteId: varchar("site_id", { length: 64 }).notNull(),
    reporterUserId: integer("reporter_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reporterProfileId: integer("reporter_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reportedProfileId: integer("reported_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: 32 }).$type<ReportReason>().notNull(),
    /** What the member wrote (optional). */
    message: text("message"),
    /** The conversation the report was made from, when it came from the chat. */
    conversationId: integer("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    evidence: jsonb("evidence").$type<ReportEvidence>().notNull().default({}),
    status: varchar("status", { length: 16 }).$type<ReportStatus>().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("member_reports_site_status_idx").on(t.siteId, t.status, t.createdAt),
    index("member_reports_reporter_idx").on(t.reporterUserId, t.createdAt),
    index("member_reports_reported_idx").on(t.reportedProfileId),
  ],
);

/** A member's notification choices; no row means the defaults (e-mail alerts for messages on). */
export const notificationSettings = pgTable("notification_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  messageEmails: boolean("message_emails").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** When a conversation last e-mailed a member about a new message: at most once a day per pair (decision 084). */
export const messageAlerts = pgTable(
  "message_alerts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("message_alerts_pair_idx").on(t.userId, t.conversationId)],
);

// ─── Back office: staff, their sessions and site access, the audit log (decision 070) ──────

export type StaffRole = "admin" | "moderator" | "operator";

/**
 * Staff are not members (decision 070): their own accounts, login, sessions and cookie. A TOTP second factor is
 * required for every login; `totpSecret` is the base32 secret, set at enrolment (`totpEnabledAt` once a code confirmed it).
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    name: varchar("name", { length: 150 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    role: varchar("role", { length: 16 }).$type<StaffRole>().notNull(),
    /** Admins may be given every site (`*`) instead of a list in `staff_site_access`. */
    allSites: boolean("all_sites").notNull().default(false),
    totpSecret: varchar("totp_secret", { length: 64 }).notNull(),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step").notNull().default(0),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_email_idx").on(sql`lower(${t.email})`)],
);

export const staffSiteAccess = pgTable(
  "staff_site_access",
  {
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    siteId: varchar("site_id", { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex("staff_site_access_pk_idx").on(t.staffId, t.siteId)],
);

/**
 * Staff sessions; the `__staff` cookie holds a random id, stored as its SHA-256. `verifiedAt` is null while only the
 * password was checked (the login's second step still asks for the TOTP code).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: varchar("id_hash", { length: 64 }).primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/**
 * Every staff action: who, what, on which member or site, when. Append-only: a trigger refuses updates and deletes
 * (custom migration), so no one can rewrite what staff did. No foreign keys, so deleting a member or staff account
 * keeps the history.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id"),
    staffEmail: varchar("staff_email", { length: 254 }),
    action: varchar("action", { length: 64 }).notNull(),
    siteId: varchar("site_id", { length: 64 }),
    userId: integer("user_id"),
    profileId: integer("profile_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_user_idx").on(t.userId)],
);

/** Bans of members by staff: the reason, who, when, and when it was lifted (the account's status before it, to restore). */
export const memberBans = pgTable(
  "member_bans",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: 500 }).notNull(),
    previousStatus: varchar("previous_status", { length: 16 }).$type<AccountStatus>().notNull(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedByStaffId: integer("lifted_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
  },
  (t) => [index("member_bans_user_idx").on(t.userId, t.id)],
);

/**
 * The answering console (decision 073): a conversation a chat operator opened is theirs until `lockedUntil`, so two
 * operators never answer one member at once. Renewed while the operator works in it; a stale lock is free to take.
 */
export const conversationLocks = pgTable("conversation_locks", {
  conversationId: integer("conversation_id")
    .primaryKey()
    .references(() => conversations.id, { onDelete: "cascade" }),
  staffId: integer("staff_id")
    .notNull()
    .references(() => staff.id, { onDelete: "cascade" }),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
});

// ── Money desk and figures (decision 091) ──────────────────────────────────────

/**
 * A refund staff made through the provider: one per order (the unique order id is the claim that makes a second
 * refund, also one racing the first, refuse). `requested` while the provider is asked; `done` once the ledger is
 * reversed. A provider that refuses leaves no row, so the refund can be tried again.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Money returned, minor units of `currency`. */
    amount: integer("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    status: varchar("status", { length: 16 }).$type<"requested" | "done">().notNull().default("requested"),
    providerRefundId: varchar("provider_refund_id", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("order_refunds_order_idx").on(t.orderId), check("order_refunds_amount_check", sql`${t.amount} > 0`)],
);

/**
 * Lander visits counted per UTC day, site and traffic source ('' when the visitor came untracked): one row a day
 * and source, incremented in place, so the figures page sums a handful of rows instead of a row per visit.
 */
export const landerVisits = pgTable(
  "lander_visits",
  {
    day: date("day").notNull(),
    siteId: varchar("site_id", { length: 64 }).notNull(),
    source: varchar("source", { length: 200 }).notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.siteId, t.source] })],
);
