/**
 * The head of every lander and member lander (decision 034): the site's name as title, `noindex, follow` (paid-traffic
 * pages that must not compete in search with each other or with the brand's home), and a canonical link to the same
 * path on the site's own domain.
 */
export function landerMeta(siteName: string | undefined, canonical: string | undefined) {
  return [
    { title: siteName ?? "" },
    { name: "robots", content: "noindex, follow" },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
  ];
}
