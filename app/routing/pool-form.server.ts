import { data } from "react-router";
import { z } from "zod";
import { POOL_GENDERS, type PoolProfileInput } from "#app/.server/admin/pool-profiles.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { parseAdminForm } from "./admin-form.server.ts";

const adultBirthDate = z.iso.date().refine((value) => {
  const age = (Date.now() - Date.parse(value)) / (365.25 * 86_400_000);
  return age >= 18 && age < 100;
}, "must make the profile 18 to 99 years old");

export const PoolProfileSchema = z.object({
  name: z.string().trim().min(1).max(150),
  gender: z.enum(POOL_GENDERS),
  dateOfBirth: adultBirthDate,
  country: z.string().regex(/^[A-Z]{2}$/),
  city: z.string().trim().max(255).default(""),
  aboutMe: z.string().trim().max(4000).default(""),
  fictional: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});

/** The form's profile, checked against the site: its country must be one the site serves, or no one there sees it. */
export function parsePoolProfile(form: FormData, siteId: string | null): PoolProfileInput {
  const input = parseAdminForm(form, PoolProfileSchema);
  const site = siteId ? siteRegistry.sites.find((s) => s.id === siteId) : null;
  if (site && !site.countries.includes(input.country)) {
    throw data({ error: `${site.name} serves ${site.countries.join(", ")}; choose one of those countries.` }, { status: 400 });
  }
  return input;
}

/** The sites a staff member may make pool profiles for, with their countries (the form's choices). */
export function siteChoices(allowed: (siteId: string) => boolean) {
  return siteRegistry.sites.filter((site) => allowed(site.id)).map((site) => ({ id: site.id, name: site.name, countries: site.countries }));
}
