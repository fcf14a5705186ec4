import type { MetaDescriptor } from "react-router";

type Match = { id: string; meta: MetaDescriptor[]; loaderData?: unknown } | undefined;

/** A description the root loader translated for a page (root.tsx pageDescriptions). */
export function rootDescription(matches: readonly Match[], page: "login" | "signup"): string | undefined {
  const data = matches.find((match) => match?.id === "root")?.loaderData as { descriptions?: Record<string, string> } | undefined;
  return data?.descriptions?.[page];
}

/** The page's `<meta name="description">` text from the start of a text: one line, at most 160 characters. */
export function descriptionOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= 160 ? line : `${line.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/**
 * A route's own meta on top of the root's (the site's title and description): React Router
 * uses only the deepest route's meta, so a route that has its own keeps the root's rest.
 */
export function withSiteMeta(matches: readonly Match[], own: MetaDescriptor[], description?: string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.meta ?? [];
  const hasTitle = own.some((descriptor) => "title" in descriptor);
  const inherited = root.filter(
    (descriptor) => !(hasTitle && "title" in descriptor) && !(description && "name" in descriptor && descriptor.name === "description"),
  );
  return [...inherited, ...own, ...(description ? [{ name: "description", content: descriptionOf(description) }] : [])];
}
