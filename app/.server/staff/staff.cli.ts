import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.server.ts";
import type { StaffRole } from "../db/schema.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { createStaff, STAFF_ROLES, StaffAccountError } from "./staff-accounts.server.ts";
import { otpauthUri } from "./totp.server.ts";

const USAGE = `usage: npm run staff:new -- --email ann@example.com --role admin|moderator|operator [--sites classic,lavish | --sites all] [--name "Ann"]
The password is read from STAFF_PASSWORD, or asked for on the terminal (at least 12 characters).
The first login shows the authenticator secret; it is printed here as well.`;

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) throw new StaffAccountError("set STAFF_PASSWORD (no terminal to ask on)");
  process.stdout.write("Password (not shown): ");
  process.stdin.setRawMode(true);
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          process.stdin.setRawMode(false);
          process.stdin.off("data", onData);
          process.stdin.pause();
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") process.exit(130);
        value = char === "\u007f" ? value.slice(0, -1) : value + char;
      }
    };
    process.stdin.on("data", onData);
  });
}

/** `npm run staff:new`: creates a staff account for a real deployment (stop a PGlite server first: one process per folder). */
export async function main(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: "string" }, role: { type: "string" }, sites: { type: "string" }, name: { type: "string" } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.role) {
    console.error(USAGE);
    return 2;
  }
  if (!STAFF_ROLES.includes(values.role as StaffRole)) {
    console.error(`--role must be one of ${STAFF_ROLES.join(", ")}`);
    return 2;
  }
  const known = siteRegistry.sites.map((site) => site.id);
  const sites =
    values.sites === "all" || (!values.sites && values.role === "admin") ? "all" : (values.sites ?? "").split(",").filter(Boolean);
  if (sites !== "all") {
    const unknown = sites.filter((id) => !known.includes(id));
    if (unknown.length) {
      console.error(`unknown site(s): ${unknown.join(", ")}; known: ${known.join(", ")}`);
      return 2;
    }
  }
  const conn = await openDatabase();
  try {
    const password = await readPassword();
    const { id, totpSecret } = await createStaff(conn.db, {
      email: values.email,
      name: values.name,
      password,
      role: values.role as StaffRole,
      sites,
    });
    console.info(`Staff account ${id} created: ${values.email}, ${values.role}, sites: ${sites === "all" ? "all" : sites.join(", ")}.`);
    console.info(`Authenticator secret: ${totpSecret}\n${otpauthUri(totpSecret, values.email, "Back office")}`);
    return 0;
  } catch (error) {
    if (error instanceof StaffAccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await conn.close();
  }
}
