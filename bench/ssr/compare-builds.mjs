// CPU per request of two builds of the app, in one process, requests interleaved (decision 051).
//
//   DATABASE_URL=postgres://… DATA_DIR=/tmp/x NODE_ENV=production MICRO_CACHE_SECONDS=0 SEED_ON_START=1 \
//     node bench/ssr/compare-builds.mjs <checkout A> <checkout B> [path] [requests]
//   MEMBER=1 …  (the same, as the demo member: for member pages such as /profile)
//
// Each checkout must hold a production build (`npm run build`) and its node_modules. Both builds share one
// PostgreSQL database (PGlite is one process per folder) and run the same requests one after the other, A then B,
// so whatever else the machine runs slows both alike: on a shared machine this shows a change's effect on
// rendering cost where req/s runs (bench:ssr) swing with the load. It prints the median, lower quartile, 90th
// percentile, mean and largest CPU milliseconds of each build's requests (the React Router request handler in-process: no HTTP).
import { resolve } from "node:path";

const [dirA, dirB, path = "/", count = "400"] = process.argv.slice(2);
if (!dirA || !dirB || !process.env.DATABASE_URL) {
  console.error("usage: DATABASE_URL=postgres://… node bench/ssr/compare-builds.mjs <checkout A> <checkout B> [path] [requests]");
  process.exit(2);
}
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** With MEMBER=1 the requests carry the demo member's session (from the login form, through build A). */
let cookie = "";

async function handlerOf(dir) {
  process.chdir(dir);
  // Each build with its own copy of React Router, the one its modules import.
  const { createRequestHandler } = await import(resolve(dir, "node_modules/react-router/dist/production/index.js"));
  const handler = createRequestHandler(await import(resolve(dir, "build/server/index.js")), "production");
  return async () => {
    const response = await handler(
      new Request(`http://classic.localhost${path}`, {
        headers: { host: "classic.localhost", "user-agent": UA, ...(cookie ? { cookie } : {}) },
      }),
    );
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${dir}: ${path} answered ${response.status}`);
  };
}

const builds = [
  { name: dirA, request: await handlerOf(dirA), cpu: [] },
  { name: dirB, request: await handlerOf(dirB), cpu: [] },
];
// Let the databases open and seed, then warm both up (JIT, caches).
await new Promise((done) => setTimeout(done, 5000));
if (process.env.MEMBER === "1") cookie = await memberCookie(dirA);
for (let i = 0; i < 100; i++) for (const build of builds) await build.request();
for (let i = 0; i < Number(count); i++) {
  for (const build of builds) {
    const before = process.cpuUsage();
    await build.request();
    const used = process.cpuUsage(before);
    build.cpu.push((used.user + used.system) / 1000);
  }
}
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const at = (share) => sorted[Math.floor(sorted.length * share)].toFixed(2);
  return `median ${at(0.5)} ms, p25 ${at(0.25)} ms, p90 ${at(0.9)} ms, mean ${mean.toFixed(2)} ms, max ${sorted.at(-1).toFixed(1)} ms`;
};
console.log(`${path}, ${count} requests each, CPU per request`);
for (const build of builds) console.log(`  ${build.name}: ${summary(build.cpu)}`);
process.exit(0);

/** The demo member's session cookie, from the login form as a browser posts it. */
async function memberCookie(dir) {
  const { createRequestHandler } = await import(resolve(dir, "node_modules/react-router/dist/production/index.js"));
  const handler = createRequestHandler(await import(resolve(dir, "build/server/index.js")), "production");
  const response = await handler(
    new Request("http://classic.localhost/login", {
      method: "POST",
      headers: {
        host: "classic.localhost",
        origin: "http://classic.localhost",
        "user-agent": UA,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ email: "paid@example.com", password: "demo-password" }),
    }),
  );
  const session = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
  if (!session) throw new Error(`the demo member's login failed (${response.status})`);
  return session.split(";")[0];
}
