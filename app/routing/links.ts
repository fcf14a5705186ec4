import { href } from "react-router";

type Id = string | number;

/**
 * The route names used in links (docs/product/screens-and-access.md#route-names-used-in-links), as typed path builders over
 * React Router's typed `href`, so a renamed route breaks the type check.
 */
export const routeLinks = {
  members: () => href("/members"),
  login: (redirectTo?: string) => (redirectTo ? `${href("/login")}?redirectTo=${encodeURIComponent(redirectTo)}` : href("/login")),
  "pages-service": () => href("/pages/:page", { page: "service" }),
  "pages-faq": (anchor?: string) => href("/pages/:page", { page: "faq" }) + (anchor ? `#${anchor}` : ""),
  pricing: () => href("/pricing"),
  notifications: (anchor?: string) => href("/notifications") + (anchor ? `#${anchor}` : ""),
  "members-memberId": ({ memberId }: { memberId: Id }) => href("/members/:memberId", { memberId: String(memberId) }),
  "chats-chatId": ({ chatId }: { chatId: Id }) => href("/chats/:chatId", { chatId: String(chatId) }),
  likes: () => href("/likes"),
} as const;

/**
 * Where "contact customer service" leads: the member contact form on /pages/service needs a login (docs/product/screens-and-access.md#access-levels),
 * so a logged-out visitor (or a mail reader) goes to the public /contact page instead.
 */
export function serviceHref(loggedIn: boolean): string {
  return loggedIn ? routeLinks["pages-service"]() : href("/contact");
}

export type RouteName = keyof typeof routeLinks;

export function linkTo<N extends RouteName>(name: N, ...args: Parameters<(typeof routeLinks)[N]>): string {
  return (routeLinks[name] as (...a: unknown[]) => string)(...args);
}
