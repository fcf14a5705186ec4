import { eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.server.ts";
import { contactRequests, profiles } from "#app/.server/db/schema.ts";
import type { SessionUser } from "#app/.server/accounts/session.server.ts";
import type { ContactInput } from "#app/forms/contact.ts";
import type { Site } from "#app/site/registry.ts";
import { sendContentMail, type Translate } from "./mail.server.ts";
import { withFreshReference } from "./reference.server.ts";

export type StoredContactRequest = typeof contactRequests.$inferSelect;

/** Stores a member's message to customer service. */
export async function storeContactRequest(
  db: Database,
  site: Site,
  member: Pick<SessionUser, "id" | "email" | "profileId">,
  input: ContactInput,
  language: string,
): Promise<StoredContactRequest> {
  const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, member.profileId)).limit(1);
  const memberName = profile?.name ?? member.email.split("@")[0]!;
  return withFreshReference("S", async (reference) => {
    const [row] = await db
      .insert(contactRequests)
      .values({
        reference,
        siteId: site.id,
        userId: member.id,
        name: memberName,
        email: member.email,
        topic: input.topic,
        message: input.message,
        language,
      })
      .returning();
    return row!;
  });
}

/** Mails the request to support (site language, reply-to the member); logged, not thrown, on failure. */
export async function mailContactRequest(site: Site, request: StoredContactRequest, supportT: Translate) {
  const values = {
    site: site.name,
    reference: request.reference,
    name: request.name,
    email: request.email,
    member_id: request.userId ?? "–",
    topic: supportT(`content.service.form.topics.${request.topic}`),
    message: request.message,
  };
  return sendContentMail(site, {
    to: site.support_email,
    replyTo: request.email,
    kind: "contact-request",
    subject: supportT("content.mail.contact_support.subject", values),
    text: supportT("content.mail.contact_support.text", values),
  });
}
