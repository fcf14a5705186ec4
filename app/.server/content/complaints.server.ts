import { and, eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.server.ts";
import { complaints } from "#app/.server/db/schema.ts";
import type { ComplaintInput } from "#app/forms/complaint.ts";
import type { Site } from "#app/site/registry.ts";
import { sendContentMail, type Translate } from "./mail.server.ts";
import { REFERENCE_PATTERN, withFreshReference } from "./reference.server.ts";

export type StoredComplaint = typeof complaints.$inferSelect;

/** Stores a complaint; the returned row carries the reference the sender is given. */
export async function storeComplaint(
  db: Database,
  site: Site,
  input: ComplaintInput,
  meta: { userId: number | null; language: string },
): Promise<StoredComplaint> {
  return withFreshReference("C", async (reference) => {
    const [row] = await db
      .insert(complaints)
      .values({
        reference,
        siteId: site.id,
        userId: meta.userId,
        name: input.name,
        email: input.email,
        concerns: input.concerns || null,
        category: input.category,
        description: input.description,
        language: meta.language,
      })
      .returning();
    return row!;
  });
}

/** The acknowledgement page shows a complaint only on the site it was filed on. */
export async function findComplaint(db: Database, siteId: string, reference: string): Promise<StoredComplaint | null> {
  if (!REFERENCE_PATTERN.test(reference)) return null;
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.siteId, siteId), eq(complaints.reference, reference)))
    .limit(1);
  return row ?? null;
}

/**
 * Mails the complaint to the site's support address (in the site's language,
 * reply-to the sender) and an acknowledgement to the sender (in the language
 * they used). Failures are logged, never thrown: the complaint is already stored.
 */
export async function mailComplaint(
  site: Site,
  complaint: StoredComplaint,
  { supportT, senderT }: { supportT: Translate; senderT: Translate },
) {
  const values = {
    site: site.name,
    reference: complaint.reference,
    name: complaint.name,
    email: complaint.email,
    concerns: complaint.concerns || "–",
    description: complaint.description,
    support_email: site.support_email,
  };
  // The category goes into the subject as well as the text: each mail gets it in its reader's language.
  const supportValues = { ...values, category: supportT(`content.complaints.categories.${complaint.category}`) };
  const senderValues = { ...values, category: senderT(`content.complaints.categories.${complaint.category}`) };
  const [supportMailed, acknowledged] = await Promise.all([
    sendContentMail(site, {
      to: site.support_email,
      replyTo: complaint.email,
      kind: "complaint",
      subject: supportT("content.mail.complaint_support.subject", supportValues),
      text: supportT("content.mail.complaint_support.text", supportValues),
    }),
    sendContentMail(site, {
      to: complaint.email,
      kind: "complaint-acknowledgement",
      subject: senderT("content.mail.complaint_ack.subject", senderValues),
      text: senderT("content.mail.complaint_ack.text", senderValues),
    }),
  ]);
  return { supportMailed, acknowledged };
}
