import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { buildSiteRegistry, SiteConfigError } from "#app/site/registry.ts";
import { isLanguage, LOCALE_TAGS } from "#app/site/locales.ts";
import { SiteSchema, type SiteInput } from "#app/site/site-schema.ts";
import { importSiteFiles } from "#app/site/site-files.server.ts";
import { getTheme } from "#themes/index.ts";
import { THEME_NAMES, type ThemeName } from "#themes/types.ts";
import { brandAssetFiles } from "../branding/brand-assets.server.ts";

export class SiteFactoryError extends Error {
  override name = "SiteFactoryError";
}

export type NewSiteOptions = {
  id: string;
  domain: string;
  template?: string;
  language?: string;
  niche?: number;
  countries?: string[];
  name?: string;
  color?: string;
  company?: { name?: string; address?: string; city?: string; country?: string };
  /** The folder of site files (default the app's `sites/`). */
  sitesDir: string;
};

const ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** `flirt-nord` → `FlirtNord`: a name to start from when none is given. */
const nameFromId = (id: string) =>
  id
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

/**
 * A new brand: `sites/<id>.ts` with only what the options give and what the schema requires (defaults left out), and
 * its brand assets folder `sites/<id>/` with a monogram icon in the brand colour. It also answers on `<id>.localhost`,
 * so it can be looked at locally before its domain points here. Refuses an id that exists and a host already served.
 */
export async function createSite(options: NewSiteOptions): Promise<{ file: string; assetsDir: string; notes: string[] }> {
  const { id, sitesDir } = options;
  const notes: string[] = [];
  if (!ID.test(id))
    throw new SiteFactoryError(`--id "${id}" must be lower-case letters, digits and dashes (it names the file and the local host)`);
  const file = join(sitesDir, `${id}.ts`);
  const assetsDir = join(sitesDir, id);
  if (existsSync(file) || existsSync(assetsDir)) {
    throw new SiteFactoryError(`site id "${id}" exists already (${relative(process.cwd(), existsSync(file) ? file : assetsDir)})`);
  }

  let existing;
  try {
    existing = buildSiteRegistry(await importSiteFiles(sitesDir));
  } catch (error) {
    if (!(error instanceof SiteConfigError) || !error.message.includes("has no site file")) {
      throw new SiteFactoryError(`the existing site files do not load; fix them first (npm run site:check):\n${(error as Error).message}`);
    }
    existing = { sites: [], byHost: new Map() };
  }

  const domain = options.domain.trim().toLowerCase();
  const localHost = `${id}.localhost`;
  const hosts = domain === localHost ? [] : [localHost];
  for (const host of [domain, ...hosts]) {
    const owner = existing.byHost.get(host);
    if (owner) throw new SiteFactoryError(`host "${host}" is already served by sites/${owner.id}.ts`);
  }

  const template = options.template ?? "classic";
  if (!(THEME_NAMES as readonly string[]).includes(template)) {
    throw new SiteFactoryError(`--template "${template}" is not a theme; known: ${THEME_NAMES.join(", ")}`);
  }
  if (options.language !== undefined && !isLanguage(options.language)) {
    throw new SiteFactoryError(`--language "${options.language}" is not supported; known: ${Object.keys(LOCALE_TAGS).join(", ")}`);
  }
  const localeTag = options.language ? LOCALE_TAGS[options.language as keyof typeof LOCALE_TAGS] : undefined;
  // Without --countries: the country of the language's locale (de → DE).
  const countries = options.countries?.length
    ? options.countries.map((c) => c.trim().toUpperCase())
    : localeTag
      ? [localeTag.slice(3)]
      : undefined;
  if (!countries) throw new SiteFactoryError("--countries (e.g. DE,AT,CH) or --language is needed: a site serves at least one country");

  // Company data is required; without options it is the operator's, as the first existing site states it.
  const source = existing.sites[0];
  const company = {
    name: options.company?.name ?? source?.company_name,
    address: options.company?.address ?? source?.company_address,
    city: options.company?.city ?? source?.company_city,
    country: options.company?.country ?? source?.company_country,
  };
  if (!company.name || !company.address || !company.city || !company.country) {
    throw new SiteFactoryError(
      "no site to take company data from: give --company-name, --company-address, --company-city and --company-country",
    );
  }
  if (source && !options.company?.name)
    notes.push(`company data copied from sites/${source.id}.ts: change it there if this brand is another company's`);

  const input: SiteInput = {
    name: options.name?.trim() || nameFromId(id),
    domain,
    ...(hosts.length ? { hosts } : {}),
    ...(localeTag ? { domain_language: localeTag } : {}),
    ...(options.niche !== undefined && options.niche !== 1 ? { niche: options.niche } : {}),
    ...(template !== "classic" ? { template: template as ThemeName } : {}),
    ...(options.color ? { brand_color: options.color.toLowerCase() } : {}),
    countries,
    support_email: `support@${domain}`,
    email: `hello@${domain}`,
    company_name: company.name,
    company_address: company.address,
    company_city: company.city,
    company_country: company.country,
  };
  const parsed = SiteSchema.safeParse(input);
  if (!parsed.success) {
    throw new SiteFactoryError(
      `the new site would be invalid:\n${parsed.error.issues.map((issue) => `  field "${issue.path.join(".") || "(file)"}" ${issue.message}`).join("\n")}`,
    );
  }

  // The icons need a colour even when the site keeps its theme's: then the theme's primary colour.
  const color = input.brand_color ?? getTheme(template as ThemeName).tokens.color.primary;
  const assets = await brandAssetFiles(input.name, color);
  writeFileSync(file, siteSource(input), { flag: "wx" });
  mkdirSync(assetsDir);
  for (const [name, content] of Object.entries(assets)) writeFileSync(join(assetsDir, name), content);
  return { file, assetsDir, notes };
}

/** The site file: one line per field, formatted as the project's Prettier would. */
export function siteSource(input: SiteInput): string {
  const lines = Object.entries(input).map(([key, value]) => `  ${key}: ${literal(value)},`);
  return `import { defineSite } from "#app/site/site-schema.ts";\n\nexport default defineSite({\n${lines.join("\n")}\n});\n`;
}

function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  return JSON.stringify(value);
}
