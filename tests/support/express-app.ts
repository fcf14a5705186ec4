import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";

/** Express as server.js runs it (the project has no type package for it; server.js is JavaScript). */
export type ExpressApp = RequestListener & {
  use(handler: unknown): void;
  all(path: string, handler: unknown): void;
  listen(port: number, host: string): Server;
};

/**
 * The app behind Express and React Router's Express adapter on a real port, as server.js serves it, for tests of what
 * reaches the socket. `setUp` adds the middleware in front (compression, the client address) before the app.
 */
export async function startBehindExpress(setUp: (app: ExpressApp) => Promise<void> | void = () => {}) {
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const expressModule = "express";
  const express = ((await import(expressModule)) as { default: () => ExpressApp }).default;
  const app = express();
  await setUp(app);
  app.all("/{*splat}", createRequestHandler({ build, mode: "test" }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
