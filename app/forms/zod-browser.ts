import { z } from "zod";

/**
 * Zod compiles object parsers with `new Function` when it may. Our pages forbid
 * eval (Content-Security-Policy without 'unsafe-eval', decision 021), and Zod's
 * probe for it is reported by the browser as a violation, so in the browser Zod
 * runs without code generation. The server keeps the faster compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
