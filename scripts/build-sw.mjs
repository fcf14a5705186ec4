// Builds the service worker after the app (`npm run build`, decision 036): bundles app/sw.ts and app/sw-push.ts
// with Vite's build() outside the React Router config (classic scripts: the worker imports the push script with
// importScripts), injects the precache list with @serwist/build, and writes the latest-build marker.
//
//   node scripts/build-sw.mjs [--client build/client]      (BUILD_DIR as for react-router build)
//
// Each run is a new build id (BUILD_ID overrides it, e.g. a commit hash): build/client/sw.js, whose bytes then
// differ, and build/client/builds/latest.json, which open pages poll to notice a deploy.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { injectManifest } from "@serwist/build";
import { build } from "vite";

const args = process.argv.slice(2);
const clientDir = resolve(
  args.includes("--client") ? args[args.indexOf("--client") + 1] : join(process.env.BUILD_DIR || "build", "client"),
);
const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const workDir = mkdtempSync(join(tmpdir(), "sw-build-"));

async function bundle(entry, name) {
  await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    publicDir: false,
    define: { __BUILD_ID__: JSON.stringify(buildId), "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: workDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: resolve(entry), formats: ["iife"], name: name.replace(/\W/g, "_"), fileName: () => `${name}.js` },
    },
  });
  return join(workDir, `${name}.js`);
}

try {
  const push = await bundle("app/sw-push.ts", "sw-push");
  const sw = await bundle("app/sw.ts", "sw");
  copyFileSync(push, join(clientDir, "sw-push.js"));
  const { count, size, warnings } = await injectManifest({
    swSrc: sw,
    swDest: join(clientDir, "sw.js"),
    globDirectory: clientDir,
    // The app's scripts and styles, and the Latin font subsets every page uses; other subsets are cached on use.
    globPatterns: ["assets/**/*.{js,css}", "assets/**/*-latin-*.woff2", "assets/**/*-latin-ext-*.woff2"],
    globIgnores: ["sw.js", "sw-push.js", "builds/**"],
    // Hashed file names: the URL is the version.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  mkdirSync(join(clientDir, "builds"), { recursive: true });
  writeFileSync(join(clientDir, "builds", "latest.json"), JSON.stringify({ id: buildId, timestamp: Date.now() }) + "\n");
  console.info(`service worker: build ${buildId}, ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
