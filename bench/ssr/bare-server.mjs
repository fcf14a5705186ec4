// The bare page's server: Express and the React Router adapter as in server.js, nothing else.
// MARKUP_FILE names a JSON object { page: html } of app pages captured by ssr.mjs; each is parsed once here into a
// React element tree that /markup/{page} renders per request (the same-markup floor).
import { readFileSync } from "node:fs";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { markupTree } from "./markup-tree.mjs";

const port = Number(process.env.PORT ?? 3317);
if (process.env.MARKUP_FILE) {
  const pages = JSON.parse(readFileSync(process.env.MARKUP_FILE, "utf8"));
  globalThis.__BARE_MARKUP__ = new Map(Object.entries(pages).map(([page, html]) => [page, markupTree(html)]));
}
const build = await import("./bare/build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static("bench/ssr/bare/build/client/assets", { immutable: true, maxAge: "1y" }));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const server = app.listen(port, () => console.info(`bare page on http://localhost:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close());
