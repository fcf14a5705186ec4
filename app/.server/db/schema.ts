import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

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
    /** Select fields of the profile definition (height, body_type, …). */
    personal: jsonb("personal").$type<Record<string, string>>().notNull().default({}),
    /** Free-text fields (about_me, looking_for). */
    texts: jsonb("texts").$type<Record<string, string>>().notNull().default({}),
    mainImageId: integer("main_image_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profiles_country_gender_dob_idx").on(t.country, t.gender, t.dateOfBirth)],
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profile_images_profile_idx").on(t.profileId, t.position)],
);

/** Accounts belong to one site: the same e-mail may hold an account on each brand. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: varchar("site_id", { length: 64 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    role: varchar("role", { length: 16 }).$type<"member" | "staff">().notNull().default("member"),
    status: varchar("status", { length: 16 })
      .$type<"not_confirmed" | "active" | "deleted">()
      .notNull()
      .default("not_confirmed"),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id),
    paidUser: boolean("paid_user").notNull().default(false),
    credits: integer("credits").notNull().default(0),
    language: varchar("language", { length: 2 }),
    timezone: varchar("timezone", { length: 64 }).notNull().default("UTC"),
    trafficsource: text("trafficsource"),
    /** 1 = unknown, 2 = a webmail service we can deep-link to (spec section 2). */
    mailprovider: smallint("mailprovider").notNull().default(1),
    signupDate: timestamp("signup_date", { withTimezone: true }).notNull().defaultNow(),
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
