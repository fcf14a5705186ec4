import { siteRegistry } from "./sites.server.ts";

/**
 * Hosts allowed to post actions, for react-router.config.ts: every host of every
 * site in the registry, bare and with the server's port.
 */
export function allowedActionOrigins(registry = siteRegistry): string[] {
  const port = process.env.PORT ?? "3000";
  return registry.sites.flatMap((site) => site.allHosts).flatMap((host) => [host, `${host}:${port}`]);
}
