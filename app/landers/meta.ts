import type { MetaDescriptor } from "react-router";

type Match = { id: string; loaderData?: unknown } | undefined;

type LanderHead = { title?: string; canonical?: string; robots?: string } | undefined;

/**
 * The head of every lander, member lander and the match finder: the page's title, the robots line its loader chose
 * (decision 049: `index, follow` only for a design lander at its canonical address; anything else, or no choice,
 * `noindex, follow`), and a canonical link to the same path on the site's own domain. The description is the site's
 * pitch (the root's, decision 041): shown when a lander's link is shared, and Lighthouse's SEO audit asks for one.
 */
export function landerMeta(head: LanderHead, matches: readonly Match[] = []): MetaDescriptor[] {
  const { title, canonical, robots } = head ?? {};
  const root = matches.find((match) => match?.id === "root")?.loaderData as { descriptions?: { default?: string } } | undefined;
  const description = root?.descriptions?.default;
  return [
    { title: title ?? "" },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: robots === "index, follow" ? robots : "noindex, follow" },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
  ];
}
