import { createHash } from "node:crypto";
import { z } from "zod";
import { mailProviderOf } from "#app/forms/signup-mail-provider.ts";
import { csrfInput } from "#app/forms/signup-csrf.ts";
import { SignupAccountSchema } from "#app/forms/signup.ts";
import { isLanguage, type Language } from "#app/site/locales.ts";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { profiles, signups, users } from "../db/schema.ts";
import { isProfileVisible } from "../profiles/pool.server.ts";
import { verifyEmailCheckToken } from "./email-check.server.ts";
import { geoipSettings } from "../geo/geoip.server.ts";
import { hashPassword } from "./password.server.ts";
import { plainToken, text } from "#app/forms/text.ts";
import { accountTrackingRecord, type TrackingRecord } from "../tracking/traffic-source.server.ts";

/**
 * Body of `POST /api/user.php?new=1` (docs/product/api.md#user). The name travels as
 * `firstname`; `name` is accepted too.
 */
export const NewAccountSchema = z
  .object({
    email: text().max(254),
    firstname: text().max(1000).optional(),
    name: text().max(1000).optional(),
    password: z.string().max(1024),
    trafficsource: text().max(500).nullable().optional(),
    timezone: plainToken().max(64).nullable().optional(),
    country: plainToken().max(2).nullable().optional(),
    language: plainToken().max(5).nullable().optional(),
    profile: z
      .union([z.number().int().positive(), z.string().regex(/^\d{1,10}$/)])
      .nullable()
      .optional(),
    form_path: text().max(512).nullable().optional(),
    referrer: text().max(1024).nullable().optional(),
    csrf: plainToken().max(256),
    token: plainToken().max(256),
    n: text().max(512).nullable().optional(),
  })
  .passthrough();

/** Largest id a PostgreSQL integer column holds. */
const MAX_PROFILE_ID = 2_147_483_647;

export type NewAccountInput = z.infer<typeof NewAccountSchema>;

export type SignupFailure =
  | { code: "invalid"; fields: Record<string, string> }
  | { code: "csrf" }
  | { code: "email_check" }
  | { code: "exists" }
  | { code: "closed" };

/** docs/product/signup.md#who-may-sign-up: sign-up is open when `signups` is all, or with_trafficsource and a traffic source exists. */
export function signupsOpen(site: Pick<Site, "signups">, trafficsource: string | null | undefined): boolean {
  return site.signups === "all" || (site.signups === "with_trafficsource" && !!trafficsource?.trim());
}

export function expectedCsrf(email: string, userAgent: string) {
  return createHash("sha512").update(csrfInput(email, userAgent)).digest("hex");
}

function validTimezone(zone: string | null | undefined): string {
  if (!zone) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** Only an outside page is worth keeping as the referrer. */
function externalReferrer(referrer: string | null | undefined, site: Site): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (!/^https?:$/.test(url.protocol) || site.allHosts.includes(url.hostname)) return null;
    return url.toString().slice(0, 1024);
  } catch {
    return null;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * Creates a member on this site (profile, account, sign-up record), after the
 * checks of docs/product/signup.md#validation and docs/product/api.md#user: the form rules, the csrf hash over the
 * request's user agent and the token of the e-mail check. The account starts
 * unconfirmed; the caller logs it in and sends the activation mail.
 */
export async function createAccount(
  db: Database,
  site: Site,
  input: NewAccountInput,
  context: { userAgent: string; ip: string; fallbackLanguage: Language; tracking?: TrackingRecord | null },
): Promise<{ ok: true; userId: number; profileId: number } | { ok: false; failure: SignupFailure }> {
  if (!signupsOpen(site, input.trafficsource)) return { ok: false, failure: { code: "closed" } };
  const form = SignupAccountSchema.safeParse({ email: input.email, name: input.firstname ?? input.name, password: input.password });
  if (!form.success) {
    const fields: Record<string, string> = {};
    for (const issue of form.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, failure: { code: "invalid", fields } };
  }
  const { email, name, password } = form.data;
  if (input.csrf.toLowerCase() !== expectedCsrf(email, context.userAgent)) return { ok: false, failure: { code: "csrf" } };
  if (!(await verifyEmailCheckToken(site, email, input.token))) return { ok: false, failure: { code: "email_check" } };

  // No country chosen (the location step comes later and may be skipped): the GeoIP country when the site serves
  // it, else the site's first, so every member has a country and shows up in searches (decision 025).
  const country =
    input.country && site.countries.includes(input.country)
      ? input.country
      : (await geoipSettings(site, context.ip)).geoip_selected_country;
  const language: Language = isLanguage(input.language) ? input.language : context.fallbackLanguage;
  // The id comes from the lander's URL: one that cannot be a profile id (beyond the int4 column), or a
  // profile this site does not show (decision 017), is dropped, not a failed sign-up.
  const landerId = input.profile && Number(input.profile) <= MAX_PROFILE_ID ? Number(input.profile) : null;
  const landerProfileId = landerId !== null && (await isProfileVisible(db, site, landerId)) ? landerId : null;
  const passwordHash = await hashPassword(password);

  try {
    return await db.transaction(async (tx) => {
      const [profile] = await tx.insert(profiles).values({ name, country, language }).returning({ id: profiles.id });
      const [user] = await tx
        .insert(users)
        .values({
          siteId: site.id,
          email,
          passwordHash,
          profileId: profile!.id,
          language,
          timezone: validTimezone(input.timezone),
          trafficsource: input.trafficsource?.trim() || null,
          network: accountTrackingRecord(context.tracking ?? null),
          mailprovider: mailProviderOf(email),
        })
        .returning({ id: users.id });
      await tx.insert(signups).values({
        userId: user!.id,
        formPath: input.form_path?.slice(0, 512) ?? null,
        referrer: externalReferrer(input.referrer, site),
        landerProfileId,
        userAgent: context.userAgent.slice(0, 512),
        ip: context.ip.slice(0, 64),
      });
      return { ok: true as const, userId: user!.id, profileId: profile!.id };
    });
  } catch (error) {
    // Two submits racing for one address: the unique index lets exactly one through.
    if (isUniqueViolation(error)) return { ok: false, failure: { code: "exists" } };
    throw error;
  }
}
