import type { z } from "zod";
import { mergeFeatures } from "#themes/features.ts";
import { getTheme } from "#themes/index.ts";
import type { FeatureSwitches } from "#themes/types.ts";
import { languageOfTag, type Language } from "./locales.ts";
import { SiteSchema, type SiteConfig } from "./site-schema.ts";

export type Site = SiteConfig & {
  /** The site file's base name, e.g. `lavish` for `sites/lavish.ts`. */
  id: string;
  /** `domain` plus its aliases. */
  allHosts: string[];
  language: Language | null;
  features: FeatureSwitches;
};

export type SiteRegistry = { sites: Site[]; byHost: Map<string, Site> };

export class SiteConfigError extends Error {
  override name = "SiteConfigError";
}

function describeIssue(file: string, issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? issue.path.join(".") : "(file)";
  return `${file}: field "${field}" ${issue.message}`;
}

/**
 * Validates every site module and indexes it by host. Any invalid file or a host
 * claimed twice throws, naming the file and field, so the server never starts
 * half-configured.
 */
export function buildSiteRegistry(modules: Record<string, unknown>): SiteRegistry {
  const sites: Site[] = [];
  const byHost = new Map<string, Site>();
  const problems: string[] = [];

  for (const [path, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const file = `sites/${path.split("/").pop()}`;
    const id = file.replace(/^sites\//, "").replace(/\.tsx?$/, "");
    const input = (mod as { default?: unknown } | null)?.default;
    if (input === undefined) {
      problems.push(`${file}: has no default export (export default defineSite({...}))`);
      continue;
    }
    const parsed = SiteSchema.safeParse(input);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => describeIssue(file, issue)));
      continue;
    }
    const config = parsed.data;
    const site: Site = {
      ...config,
      id,
      allHosts: [...new Set([config.domain, ...config.hosts])],
      language: languageOfTag(config.domain_language),
      features: mergeFeatures(getTheme(config.template).features, config.features),
    };
    for (const host of site.allHosts) {
      const owner = byHost.get(host);
      if (owner) problems.push(`${file}: field "hosts" claims ${host}, which sites/${owner.id}.ts already serves`);
      else byHost.set(host, site);
    }
    sites.push(site);
  }

  if (problems.length) throw new SiteConfigError(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  if (!sites.length) throw new SiteConfigError("Invalid site configuration: sites/ has no site file");
  return { sites, byHost };
}

/** The part of a registry whose sites `keep` accepts; the others' hosts answer as unknown hosts. */
export function restrictRegistry(registry: SiteRegistry, keep: (site: Site) => boolean, why: string): SiteRegistry {
  const sites = registry.sites.filter(keep);
  if (!sites.length) throw new SiteConfigError(`Invalid site configuration: no site left to serve (${why})`);
  return { sites, byHost: new Map([...registry.byHost].filter(([, site]) => keep(site))) };
}

/** Host header → host name: lower case, without port or trailing dot. */
export function normalizeHost(hostHeader: string | null | undefined): string {
  let host = (hostHeader ?? "").trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end > 0 ? host.slice(0, end + 1) : host;
  }
  const colon = host.indexOf(":");
  if (colon >= 0) host = host.slice(0, colon);
  return host.replace(/\.$/, "");
}

export function resolveSite(registry: SiteRegistry, hostHeader: string | null | undefined): Site | null {
  return registry.byHost.get(normalizeHost(hostHeader)) ?? null;
}

/** A host that only this machine reaches: `localhost`, `*.localhost` (RFC 6761) or a loopback address. */
export function isLocalHost(host: string): boolean {
  const name = normalizeHost(host);
  return name === "localhost" || name.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(name) || name === "[::1]";
}

/** A demo site: every host it answers on is local, so no real visitor can ever reach it. */
export function isDemoSite(site: Pick<Site, "allHosts">): boolean {
  return site.allHosts.every(isLocalHost);
}

/**
 * The origin of absolute links to the site (mails): built from the site's configuration, never from
 * the request URL (which a proxy derives from X-Forwarded-Host) nor from an unconfigured header.
 * A demo host the visitor used (local, so only they can reach it) keeps its port; every other
 * visitor gets `https://` + the site's domain.
 */
export function siteOrigin(site: Pick<Site, "domain" | "allHosts">, hostHeader: string | null | undefined, secure = false): string {
  const host = normalizeHost(hostHeader);
  if (host && site.allHosts.includes(host) && isLocalHost(host)) {
    const port = /^(?:\[[^\]]*\]|[^:]*):(\d{1,5})$/.exec((hostHeader ?? "").trim())?.[1];
    return `${secure ? "https" : "http"}://${host}${port ? `:${port}` : ""}`;
  }
  return isLocalHost(site.domain) ? `http://${site.domain}` : `https://${site.domain}`;
}
