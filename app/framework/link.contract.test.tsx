import { renderToString } from "react-dom/server";
import { Link as RouterLink, StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Link } from "./link.tsx";

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
