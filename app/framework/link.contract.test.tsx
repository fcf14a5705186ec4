import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "./link.tsx";

type Props = Parameters<typeof RouterLink>[0];

function inRouter(node: React.ReactNode) {
  return renderToString(<StaticRouter location="/members/7?page=2">{node}</StaticRouter>);
}

const plainPaths = [
  "/",
  "/login",
  "/members/12/chat",
  "/login?redirectTo=%2Fchats%2F3",
  "/profile#account",
  "/credits/2?code=ABC&x=1",
  "/pages/terms",
  "/api/resellpartner.php?flow=profile-search&redirect=1",
];
const otherTargets: Props["to"][] = [
  "../x",
  "members",
  "/a//b",
  "/a/./b",
  "/a/../b",
  "//evil.example/x",
  "https://example.com/",
  "#top",
  { pathname: "/x", search: "?y=1" },
];

describe("Link on the server", () => {
  it.each(plainPaths)("prints %s as React Router's Link does", (to) => {
    const props = { to, className: "text-primary underline", "aria-label": "Go", children: <span>Go</span> };
    expect(inRouter(<Link {...props} />)).toBe(inRouter(<RouterLink {...props} />));
    expect(inRouter(<Link {...props} target="_blank" discover="none" />)).toBe(
      inRouter(<RouterLink {...props} target="_blank" discover="none" />),
    );
    // Props that only act on a click print nothing.
    expect(inRouter(<Link {...props} replace state={{ a: 1 }} preventScrollReset viewTransition />)).toBe(
      inRouter(<RouterLink {...props} />),
    );
  });

  it.each(otherTargets.map((to) => [JSON.stringify(to), to] as const))("leaves %s to React Router's Link", (_, to) => {
    expect(inRouter(<Link to={to}>x</Link>)).toBe(inRouter(<RouterLink to={to}>x</RouterLink>));
  });

  it("takes its own path only for plain paths: outside a router, React Router's Link throws", () => {
    expect(renderToString(<Link to="/login">x</Link>)).toBe('<a href="/login" data-discover="true">x</a>');
    expect(() => renderToString(<Link to="members">x</Link>)).toThrow();
    expect(() =>
      renderToString(
        <Link to="/login" prefetch="intent">
          x
        </Link>,
      ),
    ).toThrow();
    expect(() =>
      renderToString(
        <Link to="/login" reloadDocument>
          x
        </Link>,
      ),
    ).toThrow();
  });
});

describe("NavLink on the server", () => {
  /** Rendered as the app renders a page: inside the data router a static handler's answer builds. */
  async function inDataRouter(location: string, node: React.ReactNode) {
    const handler = createStaticHandler([{ id: "root", path: "*", element: node }]);
    const context = (await handler.query(new Request(`http://example.test${location}`))) as StaticHandlerContext;
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  }
  type NavProps = Parameters<typeof RouterNavLink>[0];
  const same = async (location: string, props: NavProps) =>
    expect(await inDataRouter(location, <NavLink {...props} />), `${location} ${JSON.stringify(props)}`).toBe(
      await inDataRouter(location, <RouterNavLink {...props} />),
    );

  const locations = ["/", "/likes", "/likes/liked-by", "/Likes", "/likesx", "/chats/12", "/members"];
  const targets = ["/", "/likes", "/likes/liked-by", "/chats", "/LIKES", "/members"];

  it("prints what React Router's NavLink prints: active, inactive, end, case, for string and function props", async () => {
    for (const location of locations) {
      for (const to of targets) {
        await same(location, { to, children: "Go" });
        await same(location, { to, end: true, className: "tab", children: "Go" });
        await same(location, { to, caseSensitive: true, children: "Go" });
        await same(location, {
          to,
          className: ({ isActive, isPending }) => `item${isActive ? " on" : ""}${isPending ? " wait" : ""}`,
          style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
          children: ({ isActive }) => <span>{isActive ? "here" : "there"}</span>,
        });
        await same(location, { to, "aria-current": "location", "aria-label": "Nav", viewTransition: true, children: "Go" });
      }
    }
    // The active one says so, as React Router's does.
    expect(await inDataRouter("/likes/liked-by", <NavLink to="/likes">x</NavLink>)).toBe(
      '<a aria-current="page" class="active" href="/likes" data-discover="true">x</a>',
    );
  });

  it("leaves other targets to React Router's NavLink", async () => {
    for (const to of ["/likes/", "/a/../b", "/search?x=1", "/ü", "likes", "/.hidden"]) {
      await same("/likes", { to, children: "Go" });
    }
    await same("/likes", { to: { pathname: "/likes" }, children: "Go" });
    await same("/likes", { to: "/likes", prefetch: "intent", children: "Go" });
  });
});
