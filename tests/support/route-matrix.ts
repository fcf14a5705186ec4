/**
 * Every path of docs/product/screens-and-access.md#routes with a concrete sample URL (member 11 is a seeded
 * US profile, inside the classic site's pool) and the answer a
 * logged-out visitor gets on the classic site (niche 1, no site redirects).
 * `ok` = 200 page, `login` = redirect to /login?redirectTo=…, `home` = redirect to /.
 */
export type Expectation = "ok" | "login" | "home";

export const ROUTE_MATRIX: { path: string; expect: Expectation }[] = [
  { path: "/", expect: "ok" },
  { path: "/login", expect: "ok" },
  { path: "/signup", expect: "ok" },
  { path: "/_dev", expect: "home" },
  { path: "/_dev/dialogs", expect: "home" },
  { path: "/_dev/top-nav", expect: "home" },
  { path: "/_dev/activate-reminder", expect: "home" },
  { path: "/chats", expect: "login" },
  { path: "/chats/12", expect: "login" },
  { path: "/members", expect: "login" },
  { path: "/search", expect: "login" },
  { path: "/members/11", expect: "ok" },
  { path: "/likes/m/11", expect: "ok" },
  { path: "/members/11/chat", expect: "login" },
  { path: "/members/11/signup", expect: "ok" },
  { path: "/members/11/landing", expect: "ok" },
  { path: "/members/11/landing2/summer/dates", expect: "ok" },
  { path: "/members/11/landing3/chat-now", expect: "ok" },
  { path: "/premium", expect: "login" },
  { path: "/pricing", expect: "ok" },
  { path: "/profile", expect: "login" },
  { path: "/complaints", expect: "ok" },
  { path: "/likes", expect: "login" },
  { path: "/likes/liked-by", expect: "login" },
  { path: "/notifications", expect: "login" },
  { path: "/match-finder", expect: "ok" },
  { path: "/activate/done", expect: "ok" },
  { path: "/activate/error", expect: "ok" },
  { path: "/credits", expect: "login" },
  { path: "/credits/repeat-order", expect: "login" },
  { path: "/credits/3", expect: "login" },
  { path: "/credits/3/ideal", expect: "login" },
  { path: "/transactions/77", expect: "login" },
  { path: "/mail-change/do", expect: "ok" },
  { path: "/signup-matches", expect: "login" },
  { path: "/account-deleted", expect: "ok" },
  { path: "/complete-signup", expect: "ok" },
  { path: "/reset-password", expect: "ok" },
  { path: "/reset-password/do", expect: "ok" },
  { path: "/pages/ban", expect: "ok" },
  { path: "/pages/faq", expect: "ok" },
  { path: "/pages/terms", expect: "ok" },
  { path: "/pages/cookies", expect: "ok" },
  { path: "/contact", expect: "ok" },
  { path: "/mail-change/not-me", expect: "ok" },
  { path: "/offers/stay", expect: "login" },
  { path: "/pages/privacy", expect: "ok" },
  { path: "/pages/service", expect: "login" },
  { path: "/pages/return-policy", expect: "ok" },
  { path: "/landers/video/spring", expect: "ok" },
  { path: "/landers/gallery/spring", expect: "ok" },
  { path: "/landers/alonetonight/spring", expect: "ok" },
  { path: "/landers/iconslanding/spring", expect: "ok" },
  { path: "/landers/transitionsvideolanding/spring", expect: "ok" },
  { path: "/landers/collagelanding/spring", expect: "ok" },
  { path: "/landers/maplanding/spring", expect: "ok" },
  { path: "/landers/socialnetwork/spring", expect: "ok" },
];

/** Paths no route matches, or whose page-validity check fails. */
export const NOT_FOUND: { path: string; message: "not_found" | "invalid" }[] = [
  { path: "/no-such-page", message: "not_found" },
  { path: "/members/abc", message: "invalid" },
  { path: "/likes/nonsense", message: "invalid" },
  { path: "/credits/abc", message: "invalid" },
];

/** One page or resource route of `app/routes.ts`: its full path pattern, as React Router matches it, and its module. */
export type ConfiguredRoute = { path: string; file: string; id: string };

type RouteEntry = { path?: string; index?: boolean; file: string; id?: string; children?: RouteEntry[] };

/**
 * Every route of the app's route config, layouts flattened into their children's paths, e.g.
 * `/chats/:chatId` or `/api/likes.php`. Tests that must cover every route walk this list, so a route
 * added to `app/routes.ts` reaches them without anyone remembering to list it.
 */
export async function configuredRoutes(): Promise<ConfiguredRoute[]> {
  const config = (await import("#app/routes.ts")).default as RouteEntry[];
  const out: ConfiguredRoute[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
      if (entry.children?.length) walk(entry.children, path);
      else out.push({ path: path || "/", file: entry.file, id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, "") });
    }
  };
  walk(config, "");
  return out;
}
