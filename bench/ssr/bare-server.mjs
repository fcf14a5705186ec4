// The bare page's server: Express and the React Router adapter as in server.js, nothing else.
import { createRequestHandler } from "@react-router/express";
import express from "express";

const port = Number(process.env.PORT ?? 3317);
const build = await import("./bare/build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static("bench/ssr/bare/build/client/assets", { immutable: true, maxAge: "1y" }));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const server = app.listen(port, () => console.info(`bare page on http://localhost:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close());
