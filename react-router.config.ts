import type { Config } from "@react-router/dev/config";
import { allowedActionOrigins } from "./app/site/origins.ts";

export default {
  ssr: true,
  // BUILD_DIR builds elsewhere than build/ (the e2e deploy test builds a second version beside the running one).
  buildDirectory: process.env.BUILD_DIR || "build",
  // Actions may be posted from any branded host this deployment serves.
  allowedActionOrigins: allowedActionOrigins(),
} satisfies Config;
