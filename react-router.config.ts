import type { Config } from "@react-router/dev/config";
import { allowedActionOrigins } from "./app/site/origins.ts";

export default {
  ssr: true,
  // Actions may be posted from any branded host this deployment serves.
  allowedActionOrigins: allowedActionOrigins(),
} satisfies Config;
