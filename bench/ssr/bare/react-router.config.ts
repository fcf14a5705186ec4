import type { Config } from "@react-router/dev/config";

// The bare page of bench/ssr: its own small build in bench/ssr/bare/build.
export default { ssr: true } satisfies Config;
