import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import { isBotAgent, rememberedAgentCount } from "./bots.server.ts";

const agents = [
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  "curl/8.5.0",
  "facebookexternalhit/1.1",
];

describe("isBotAgent", () => {
  it("answers as isbot does, asked once or again", () => {
    for (const agent of [...agents, ...agents]) expect(isBotAgent(agent), agent).toBe(isbot(agent));
    expect(isBotAgent(agents[1]!)).toBe(true);
    expect(isBotAgent(agents[0]!)).toBe(false);
    expect(isBotAgent(null)).toBe(false);
    expect(isBotAgent("")).toBe(false);
  });

  it("remembers a bounded number of agents, however many are made up", () => {
    for (let i = 0; i < 2_500; i++) isBotAgent(`made-up agent ${i}`);
    expect(rememberedAgentCount()).toBeLessThanOrEqual(1_000);
    expect(rememberedAgentCount()).toBeGreaterThan(0);
    expect(isBotAgent(agents[1]!)).toBe(true);
  });
});
