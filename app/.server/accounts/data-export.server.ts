import { asc, eq } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import {
  creditEntries,
  likes,
  memberBlocks,
  memberReports,
  memberSearchFilters,
  messages,
  conversations,
  orders,
  profileImages,
  profiles,
  pushSubscriptions,
  signups,
  users,
} from "../db/schema.ts";
import { messageEmailsOn } from "../notifications/message-alerts.server.ts";
import { mediaUrl } from "../storage/storage.server.ts";

/**
 * Everything stored about a member, as they can take it away (the right of access and to portability): account,
 * sign-up facts, profile, photos (as links), the messages they sent, their likes, orders and credit ledger, their
 * consents and settings, and the reports and blocks they made. Only what is the member's own: other members'
 * messages, and the evidence a report copied from a chat, are left out.
 */
export async function exportMemberData(db: Database, site: Site, userId: number, linkTo: (path: string) => string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!account) return null;
  const profileId = account.profileId;
  const [[profile], [signup], photos, sent, given, memberOrders, ledger, subscriptions, reports, blocks, [filters], messageEmails] =
    await Promise.all([
      db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1),
      db.select().from(signups).where(eq(signups.userId, userId)).limit(1),
      db
        .select()
        .from(profileImages)
        .where(eq(profileImages.profileId, profileId))
        .orderBy(asc(profileImages.position), asc(profileImages.id)),
      db
        .select({ message: messages, conversation: conversations })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(messages.senderProfileId, profileId))
        .orderBy(asc(messages.id)),
      db.select().from(likes).where(eq(likes.userId, userId)).orderBy(asc(likes.id)),
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
      db.select().from(creditEntries).where(eq(creditEntries.userId, userId)).orderBy(asc(creditEntries.id)),
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.id)),
      db.select().from(memberReports).where(eq(memberReports.reporterUserId, userId)).orderBy(asc(memberReports.id)),
      db.select().from(memberBlocks).where(eq(memberBlocks.blockerUserId, userId)).orderBy(asc(memberBlocks.id)),
      db.select().from(memberSearchFilters).where(eq(memberSearchFilters.userId, userId)).limit(1),
      messageEmailsOn(db, userId),
    ]);
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    exported_at: new Date().toISOString(),
    site: { id: site.id, name: site.name },
    account: {
      id: account.id,
      email: account.email,
      status: account.status,
      language: account.language,
      timezone: account.timezone,
      paid_user: account.paidUser,
      premium_until: iso(account.premiumUntil),
      signup_date: iso(account.signupDate),
      traffic_source: account.trafficsource,
      tracking: account.network,
    },
    signup: signup
      ? {
          form_path: signup.formPath,
          referrer: signup.referrer,
          ip: signup.ip,
          user_agent: signup.userAgent,
          completed_at: iso(signup.completedAt),
          activated_at: iso(signup.activatedAt),
        }
      : null,
    profile: profile
      ? {
          id: profile.id,
          name: profile.name,
          gender: profile.gender,
          date_of_birth: profile.dateOfBirth,
          country: profile.country,
          countryregion: profile.countryregion,
          city: profile.city,
          language: profile.language,
          personal: profile.personal,
          texts: profile.texts,
          created_at: iso(profile.createdAt),
        }
      : null,
    photos: photos.map((photo) => ({
      url: linkTo(mediaUrl(photo.filename, site.cdn_prefix)),
      thumbnail_url: linkTo(mediaUrl(photo.thumbFilename, site.cdn_prefix)),
      main: photo.id === profile?.mainImageId,
      created_at: iso(photo.createdAt),
    })),
    messages_sent: sent.map(({ message, conversation }) => ({
      id: message.id,
      conversation: conversation.id,
      to_profile: conversation.lowProfileId === profileId ? conversation.highProfileId : conversation.lowProfileId,
      text: message.body,
      created_at: iso(message.createdAt),
    })),
    likes_given: given.map((like) => ({ profile: like.profileId, created_at: iso(like.createdAt) })),
    orders: memberOrders.map((order) => ({
      id: order.id,
      kind: order.kind,
      product: order.productId,
      credits: order.credits,
      bonus_credits: order.bonusCredits,
      premium_days: order.premiumDays,
      amount: order.amount,
      vat_amount: order.vatAmount,
      currency: order.currency,
      country: order.country,
      method: order.method,
      discount_code: order.discountCode,
      status: order.status,
      refunded_amount: order.refundedAmount,
      charged_back_amount: order.chargedBackAmount,
      created_at: iso(order.createdAt),
      paid_at: iso(order.paidAt),
    })),
    credit_ledger: ledger.map((entry) => ({
      amount: entry.amount,
      kind: entry.kind,
      reference: entry.reference,
      order: entry.orderId,
      created_at: iso(entry.createdAt),
    })),
    consents: {
      // Signing up requires accepting the terms and the privacy policy; the account's creation is that moment.
      terms_and_privacy: { accepted_at: iso(account.signupDate), how: "sign-up form" },
      message_emails: messageEmails,
      push_subscriptions: subscriptions.map((s) => ({ browser: s.userAgent, created_at: iso(s.createdAt) })),
    },
    search_filters: filters
      ? {
          gender: filters.gender,
          min_age: filters.minAge,
          max_age: filters.maxAge,
          country: filters.country,
          countryregion: filters.countryregion,
        }
      : null,
    reports_made: reports.map((report) => ({
      profile: report.reportedProfileId,
      reason: report.reason,
      message: report.message,
      status: report.status,
      created_at: iso(report.createdAt),
    })),
    blocks_made: blocks.map((block) => ({ profile: block.blockedProfileId, created_at: iso(block.createdAt) })),
  };
}
