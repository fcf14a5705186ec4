import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The built stylesheet's text for inlining (decision 042), or null when there is no built file at that URL
 * (development, tests): then the page links it. Read once at start; the file never changes under a running build.
 */
export function readBuiltStylesheet(href: string | undefined, clientDir = join(process.cwd(), "build", "client")): string | null {
  if (!href || !/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
  const file = join(clientDir, href);
  // A closing style tag inside the CSS would end the block early; Tailwind never writes one, but be sure.
  return existsSync(file) ? readFileSync(file, "utf8").replaceAll("</style", "<\\/style") : null;
}
