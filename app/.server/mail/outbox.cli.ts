import { listOutbox } from "./mailer.server.ts";

/** `npm run outbox [-- address] [--full]`: the newest mails in the local outbox. */
export async function main(argv: string[]) {
  const full = argv.includes("--full");
  const to = argv.find((arg) => !arg.startsWith("--"));
  const messages = await listOutbox({ to, limit: full ? 5 : 20 });
  if (!messages.length) console.info("The outbox is empty.");
  for (const message of messages) {
    console.info(`${message.date}  ${message.kind.padEnd(14)} ${message.to}  “${message.subject}”  [${message.id}]`);
    if (full) console.info(`\n${message.text}\n${"-".repeat(72)}`);
  }
  return 0;
}
