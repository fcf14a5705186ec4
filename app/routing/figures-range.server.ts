import { z } from "zod";
import type { StaffMember } from "#app/.server/staff/staff-accounts.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";

export const FIGURES_MAX_DAYS = 366;
export const FIGURES_DEFAULT_DAYS = 30;

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "use the form YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: "is not a date",
  });

const FiguresParams = z
  .object({
    from: isoDay,
    to: isoDay,
    site: z.string().trim().max(64).optional(),
  })
  .refine(({ from, to }) => from <= to, { message: "“from” must not be after “to”", path: ["from"] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < FIGURES_MAX_DAYS, {
    message: `at most ${FIGURES_MAX_DAYS} days at once`,
    path: ["to"],
  });

export type FiguresRange = { from: string; to: string; site: string; sites: string[] };
export type FiguresRangeResult = { ok: true; range: FiguresRange } | { ok: false; message: string; form: Record<string, string> };

/** The sites a staff member may see figures of: theirs, or every site served. */
export function staffFigureSites(staff: Pick<StaffMember, "allSites" | "sites">): string[] {
  const served = siteRegistry.sites.map((site) => site.id);
  return staff.allSites ? served : served.filter((id) => staff.sites.includes(id));
}

/**
 * The figures' query (`from`, `to` as UTC days, optional `site`): the last 30 days when both dates are left out.
 * Bad input answers a message for the form (never a 500); a site outside the staff member's is bad input too.
 */
export function parseFiguresRange(url: URL, staff: Pick<StaffMember, "allSites" | "sites">, today = new Date()): FiguresRangeResult {
  const params = url.searchParams;
  const form = { from: params.get("from") ?? "", to: params.get("to") ?? "", site: params.get("site") ?? "" };
  const end = today.toISOString().slice(0, 10);
  const start = new Date(today.getTime() - (FIGURES_DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const parsed = FiguresParams.safeParse({ from: form.from || start, to: form.to || end, site: form.site || undefined });
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => `${issue.path.join(".") || "range"}: ${issue.message}`).join("; ");
    return { ok: false, message: `Please check the dates (${message}).`, form };
  }
  const allowed = staffFigureSites(staff);
  const { site = "" } = parsed.data;
  if (site && !allowed.includes(site)) return { ok: false, message: "Please check the site: it is not one of yours.", form };
  return { ok: true, range: { from: parsed.data.from, to: parsed.data.to, site, sites: site ? [site] : allowed } };
}
