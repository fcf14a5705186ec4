import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR builds elsewhere than build/ (the e2e deploy test builds a second version beside the running one).
  buildDirectory: process.env.BUILD_DIR || "build",
  // Which pages may post is the app's own rule, per site and on the request's port (crossSiteMiddleware, decision
  // 019). React Router's check would refuse nothing ours lets through, but it answers a bare 400 and logs a stack,
  // and its list of hosts would have to know at build time the port the server later runs on.
  allowedActionOrigins: ["**"],
} satisfies Config;
