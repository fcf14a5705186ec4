import { createHash, randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { getDb } from "#app/.server/db/client.server.ts";
import { auditLog, staffSessions, type StaffRole } from "#app/.server/db/schema.ts";
import { createStaff } from "#app/.server/staff/staff-accounts.server.ts";
import { STAFF_COOKIE } from "#app/.server/staff/staff-session.server.ts";

let counter = 0;
export const STAFF_TEST_PASSWORD = "staff-password-for-tests";

/** A staff account straight in the database, with a session that passed both factors (its cookie). */
export async function createStaffMember(role: StaffRole, sites: string[] | "all" = ["classic"]) {
  const db = await getDb();
  const email = `${role}${++counter}-${Date.now()}@staff.example`;
  const { id, totpSecret } = await createStaff(db, {
    email,
    role,
    sites,
    password: STAFF_TEST_PASSWORD,
    totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  });
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    idHash: createHash("sha256").update(token).digest("hex"),
    staffId: id,
    verifiedAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { id, email, totpSecret, cookie: `${STAFF_COOKIE}=${token}` };
}

export async function auditCount(action?: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined);
  return row?.n ?? 0;
}

/** A form post as the browser sends it: urlencoded, or multipart when a field is a file. */
export function formPost(fields: Record<string, string | Blob>, cookie?: string) {
  if (Object.values(fields).some((value) => value instanceof Blob)) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return { method: "POST", body, cookie } as const;
  }
  return {
    method: "POST",
    body: new URLSearchParams(fields as Record<string, string>),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    cookie,
  } as const;
}

/** A small real JPEG, as an upload. */
export async function jpegFile(name = "photo.jpg") {
  const { default: sharp } = await import("sharp");
  const bytes = await sharp({ create: { width: 40, height: 50, channels: 3, background: "#c84" } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
}
