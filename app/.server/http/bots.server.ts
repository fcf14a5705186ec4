import { isbot } from "isbot";

/**
 * Whether a user agent is a bot (isbot's answer), remembered per user-agent string: isbot matches one long pattern,
 * about 0.5 % of a page's CPU, and nearly every request brings a user agent seen before. Bounded: past
 * `REMEMBERED_AGENTS` strings it starts over, so made-up agents cannot grow it.
 */
const REMEMBERED_AGENTS = 1_000;
const answers = new Map<string, boolean>();

export function isBotAgent(userAgent: string | null): boolean {
  if (!userAgent) return false;
  let bot = answers.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (answers.size >= REMEMBERED_AGENTS) answers.clear();
    answers.set(userAgent, bot);
  }
  return bot;
}

/** How many answers are remembered (for tests). */
export function rememberedAgentCount(): number {
  return answers.size;
}
