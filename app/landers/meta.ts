import type { MetaDescriptor } from "react-router";

type Match = { id: string; loaderData?: unknown } | undefined;

/**
 * The head of every lander and member lander (decision 034): the site's name as title, `noindex, follow` (paid-traffic
 * pages that must not compete in search with each other or with the brand's home), and a canonical link to the same
 * path on the site's own domain. The description is the site's pitch (the root's, decision 041): shown when a
 * lander's link is shared, and Lighthouse's SEO audit asks for one.
 */
export function landerMeta(siteName: string | undefined, canonical: string | undefined, matches: readonly Match[] = []): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { descriptions?: { default?: string } } | undefined;
  const description = root?.descriptions?.default;
  return [
    { title: siteName ?? "" },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: "noindex, follow" },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
  ];
}
