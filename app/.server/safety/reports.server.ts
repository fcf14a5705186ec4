import { and, desc, eq, inArray, sql, type SQL, type Placeholder } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import { getDb, type Database } from "../db/client.server.ts";
import { nested } from "../db/nested.server.ts";
import {
  conversations,
  memberReports,
  messages,
  profiles,
  users,
  type ReportEvidence,
  type ReportReason,
  type ReportStatus,
} from "../db/schema.ts";
import { isProfileVisible } from "../profiles/pool.server.ts";
import { insertBlock, SafetyError, type SafetyMember } from "./blocks.server.ts";

/** How many of a conversation's latest messages a report from the chat keeps as evidence. */
export const REPORT_EVIDENCE_MESSAGES = 20;

export type ReportInput = {
  profileId: number;
  reason: ReportReason;
  message?: string | null;
  /** The chat the report was made from: its recent messages become the evidence (read here, never sent by the client). */
  conversationId?: number | null;
  /** Block the member in the same step. */
  block?: boolean;
};

/**
 * Files a report about a profile the member can see on this site (else `profile_not_found`). From the chat, the
 * conversation must be the pair's own (else `conversation_not_found`); its latest messages, both sides, are copied
 * into the report as stored, so the moderator sees what was written even if the chat is deleted later.
 */
export async function reportMember(db: Database, site: Site, member: SafetyMember, input: ReportInput): Promise<{ id: number }> {
  if (input.profileId === member.profileId) throw new SafetyError("own_profile", "You cannot report yourself.");
  if (!(await isProfileVisible(db, site, input.profileId, member))) {
    throw new SafetyError("profile_not_found", `There is no profile ${input.profileId}.`);
  }
  const evidence: ReportEvidence = {};
  let conversationId: number | null = null;
  if (input.conversationId) {
    const [low, high] = member.profileId < input.profileId ? [member.profileId, input.profileId] : [input.profileId, member.profileId];
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, input.conversationId), eq(conversations.lowProfileId, low), eq(conversations.highProfileId, high)))
      .limit(1);
    if (!conversation) throw new SafetyError("conversation_not_found", `There is no conversation ${input.conversationId}.`);
    conversationId = conversation.id;
    const recent = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.id))
      .limit(REPORT_EVIDENCE_MESSAGES);
    evidence.messages = recent.reverse().map((row) => ({
      id: row.id,
      sender_profile: row.senderProfileId,
      text: row.body,
      created_at: row.createdAt.toISOString(),
    }));
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memberReports)
      .values({
        siteId: site.id,
        reporterUserId: member.id,
        reporterProfileId: member.profileId,
        reportedProfileId: input.profileId,
        reason: input.reason,
        message: input.message?.trim() || null,
        conversationId,
        evidence,
      })
      .returning({ id: memberReports.id });
    if (input.block) await insertBlock(tx, member, input.profileId);
    return { id: row!.id };
  });
}

export type OwnReport = {
  id: number;
  profile: { id: number; name: string };
  reason: ReportReason;
  status: ReportStatus;
  created_at: string;
};

/**
 * The member's own reports, newest first, with their status (`/profile`, "Your reports"). A column for the page's one
 * statement of the member's lists; `toOwnReports` reads it.
 */
export function ownReportsColumn(userId: number | Placeholder): SQL<unknown> {
  return sql`coalesce((${nested(sql`select json_agg(json_build_object('id', ${memberReports.id}, 'profileId', ${memberReports.reportedProfileId}, 'name', ${profiles.name}, 'reason', ${memberReports.reason}, 'status', ${memberReports.status}, 'createdAt', ${memberReports.createdAt}) order by ${memberReports.createdAt} desc, ${memberReports.id} desc) from ${memberReports} inner join ${profiles} on ${profiles.id} = ${memberReports.reportedProfileId} where ${memberReports.reporterUserId} = ${userId}`)}), '[]'::json)`;
}

export function toOwnReports(value: unknown): OwnReport[] {
  const rows = (typeof value === "string" ? JSON.parse(value) : value) as {
    id: number;
    profileId: number;
    name: string;
    reason: ReportReason;
    status: ReportStatus;
    createdAt: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    profile: { id: row.profileId, name: row.name },
    reason: row.reason,
    status: row.status,
    created_at: new Date(row.createdAt).toISOString(),
  }));
}

export type ModerationReport = {
  id: number;
  siteId: string;
  reason: ReportReason;
  message: string | null;
  status: ReportStatus;
  createdAt: Date;
  resolvedAt: Date | null;
  conversationId: number | null;
  evidence: ReportEvidence;
  reporter: { userId: number; profileId: number; name: string; email: string };
  reported: { profileId: number; name: string; fictional: boolean; userIds: number[] };
};

/**
 * The moderation queue's reports: those filed on the given sites, optionally of one status, oldest first (the queue
 * works from the oldest). The reported profile's accounts are listed so a moderator can act on them.
 */
export async function listReports(
  { siteIds, status, limit = 200 }: { siteIds: readonly string[]; status?: ReportStatus; limit?: number },
  db?: Database,
): Promise<ModerationReport[]> {
  if (siteIds.length === 0) return [];
  const database = db ?? (await getDb());
  const rows = await database
    .select({
      report: memberReports,
      reporterName: profiles.name,
      reporterEmail: users.email,
    })
    .from(memberReports)
    .innerJoin(users, eq(users.id, memberReports.reporterUserId))
    .innerJoin(profiles, eq(profiles.id, memberReports.reporterProfileId))
    .where(and(inArray(memberReports.siteId, [...siteIds]), status ? eq(memberReports.status, status) : undefined))
    .orderBy(memberReports.createdAt, memberReports.id)
    .limit(limit);
  const reportedIds = [...new Set(rows.map((row) => row.report.reportedProfileId))];
  const [reportedProfiles, accounts] = reportedIds.length
    ? await Promise.all([
        database
          .select({ id: profiles.id, name: profiles.name, fictional: profiles.fictional })
          .from(profiles)
          .where(inArray(profiles.id, reportedIds)),
        database.select({ id: users.id, profileId: users.profileId }).from(users).where(inArray(users.profileId, reportedIds)),
      ])
    : [[], []];
  const profileById = new Map(reportedProfiles.map((p) => [p.id, p]));
  return rows.map(({ report, reporterName, reporterEmail }) => {
    const reported = profileById.get(report.reportedProfileId);
    return {
      id: report.id,
      siteId: report.siteId,
      reason: report.reason,
      message: report.message,
      status: report.status,
      createdAt: report.createdAt,
      resolvedAt: report.resolvedAt,
      conversationId: report.conversationId,
      evidence: report.evidence,
      reporter: { userId: report.reporterUserId, profileId: report.reporterProfileId, name: reporterName, email: reporterEmail },
      reported: {
        profileId: report.reportedProfileId,
        name: reported?.name ?? "",
        fictional: reported?.fictional ?? false,
        userIds: accounts.filter((a) => a.profileId === report.reportedProfileId).map((a) => a.id),
      },
    };
  });
}

/** A moderator's verdict on a report of one of their sites; answers whether it changed (false: no such report there). */
export async function setReportStatus(
  { reportId, status, siteIds }: { reportId: number; status: ReportStatus; siteIds: readonly string[] },
  db?: Database,
): Promise<boolean> {
  if (siteIds.length === 0) return false;
  const database = db ?? (await getDb());
  const changed = await database
    .update(memberReports)
    .set({ status, resolvedAt: status === "open" ? null : new Date() })
    .where(and(eq(memberReports.id, reportId), inArray(memberReports.siteId, [...siteIds])))
    .returning({ id: memberReports.id });
  return changed.length > 0;
}
