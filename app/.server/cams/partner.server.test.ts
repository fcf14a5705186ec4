import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Site } from "#app/site/registry.ts";
import { CamPartnerError, feedCamPartner, searchCams } from "./partner.server.ts";

/** A webcam partner's feed on a loopback HTTP server: the real fetch, the real parsing, no network beyond this machine. */
let server: Server;
let base: string;
let requests: URL[] = [];
let handler: (request: IncomingMessage, response: ServerResponse) => void;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
};

const luna = { account: "luna_live", name: "Luna", age: 27, gender: "female", image: "https://img.example.com/luna.jpg", viewers: 12 };
const max = { account: "max.cam", age: 31, gender: "male", image: "https://img.example.com/max.jpg" };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(new URL(request.url ?? "/", base));
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  handler = (_request, response) => json(response, 200, { cams: [luna, max] });
});

describe("a partner's webcam feed over HTTP", () => {
  it("asks with the member's filters and reads a list of performers", async () => {
    const cams = await feedCamPartner(`${base}/feed?partner=classic`).search({ gender: "female", min_age: 26, max_age: 35 });
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ partner: "classic", gender: "female", min_age: "26", max_age: "35" });
    expect(cams).toEqual([
      { account: "luna_live", name: "Luna", age: 27, gender: "female", image: luna.image, viewers: 12 },
      // Optional fields fall back: the account as name, no viewers.
      { account: "max.cam", name: "max.cam", age: 31, gender: "male", image: max.image, viewers: 0 },
    ]);
  });

  it("reads a map of performers too, and answers the API's map by account", async () => {
    handler = (_request, response) => json(response, 200, { cams: { a: luna, b: max } });
    const site = { cams_feed_url: `${base}/feed` } as unknown as Site;
    const answer = await searchCams(site, {});
    expect(Object.keys(answer.cams)).toEqual(["luna_live", "max.cam"]);
    expect(requests[0]!.search).toBe("");
  });

  it("turns an error status, an unexpected shape, a non-JSON body and an unreachable feed into CamPartnerError", async () => {
    handler = (_request, response) => json(response, 502, { error: "upstream" });
    await expect(feedCamPartner(`${base}/feed`).search({})).rejects.toThrow(new CamPartnerError("webcam feed answered 502"));
    handler = (_request, response) => json(response, 200, { cams: [{ account: "no image" }] });
    await expect(feedCamPartner(`${base}/feed`).search({})).rejects.toThrow("unexpected shape");
    handler = (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end("<html>maintenance</html>");
    };
    await expect(feedCamPartner(`${base}/feed`).search({})).rejects.toThrow("unexpected shape");
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(feedCamPartner(`http://127.0.0.1:${port}/feed`).search({})).rejects.toThrow("webcam feed unreachable");
  });

  it("stops waiting when the member's request is aborted", async () => {
    handler = () => {}; // never answers
    const controller = new AbortController();
    const pending = feedCamPartner(`${base}/feed`).search({}, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow(CamPartnerError);
  });
});
