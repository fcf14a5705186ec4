/** Types of `spec-refs.mjs` for the test that checks its links (tests/integration/product-docs.test.ts). */
export const SECTIONS: Record<number, { title: string; default: string; rules: [RegExp, string][] }>;
export function linkFor(section: number, context: string): string | null;
export function rewrite(text: string): string;
