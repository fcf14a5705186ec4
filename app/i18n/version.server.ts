import { createHash } from "node:crypto";
import { messages } from "./resources.ts";

/** Fingerprint of all message trees; part of the locale URL so a cached copy is never stale. */
export const messagesVersion = createHash("sha256").update(JSON.stringify(messages)).digest("hex").slice(0, 12);
