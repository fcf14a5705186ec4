import { join, relative, resolve } from "node:path";
import { createSite, SiteFactoryError } from "./new-site.server.ts";
import { parseFlags } from "./flags.ts";

const USAGE = `usage: npm run site:new -- --id <id> --domain <host> [--template classic|lavish] [--language de] [--niche 1-7]
       [--countries DE,AT,CH] [--name "Brand"] [--color "#c9a35b"] [--sites-dir sites]
       [--company-name … --company-address … --company-city … --company-country …]`;

/** `npm run site:new`: writes a minimal site file and its brand assets folder (see createSite). */
export async function main(argv: string[]): Promise<number> {
  let flags;
  try {
    flags = parseFlags(argv);
  } catch (error) {
    console.error(`site:new: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!flags.id || !flags.domain) {
    console.error(`site:new: --id and --domain are required\n${USAGE}`);
    return 2;
  }
  const niche = flags.niche === undefined ? undefined : Number(flags.niche);
  try {
    const { file, assetsDir, notes } = await createSite({
      id: flags.id,
      domain: flags.domain,
      template: flags.template,
      language: flags.language,
      niche: niche !== undefined && Number.isFinite(niche) ? niche : (flags.niche as unknown as number | undefined),
      countries: flags.countries?.split(",").filter(Boolean),
      name: flags.name,
      color: flags.color,
      company: {
        name: flags["company-name"],
        address: flags["company-address"],
        city: flags["company-city"],
        country: flags["company-country"],
      },
      sitesDir: resolve(flags["sites-dir"] ?? join(process.cwd(), "sites")),
    });
    console.info(`wrote ${relative(process.cwd(), file)} and ${relative(process.cwd(), assetsDir)}/ (icons)`);
    for (const note of notes) console.info(`note: ${note}`);
    console.info(`restart the server (npm start builds and serves) and open http://${flags.id}.localhost:<port>/`);
    return 0;
  } catch (error) {
    if (error instanceof SiteFactoryError) {
      console.error(`site:new: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
