import { forwardRef } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, useLocation, type LinkProps, type NavLinkProps } from "react-router";

/**
 * An absolute in-app path React Router would print unchanged: one leading slash, no `.`/`..` segment, no doubled or
 * back slash, no whitespace (those it normalises or encodes).
 */
const PLAIN_PATH = /^\/(?!\/)(?!.*\/\/)(?!.*(?:^|\/)\.\.?(?:[/?#]|$))[^\s\\]*$/;

/**
 * On the server, a link to a plain absolute path is printed as the `<a>` React Router's `Link` prints, without its
 * hooks: a page has ~60 links, and `Link`'s path resolution, click and prefetch hooks were 8 % of rendering `/`
 * (decision 052). Everything else — the browser, relative or other paths, prefetching, masks, `reloadDocument` — is
 * React Router's `Link` itself. `link.test.tsx` holds the two outputs equal.
 */
const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { to, discover = "render", prefetch = "none", relative, reloadDocument, mask, target } = props;
  if (typeof to !== "string" || !PLAIN_PATH.test(to) || prefetch !== "none" || relative || reloadDocument || mask) {
    return <RouterLink ref={ref} {...props} />;
  }
  const {
    to: _to,
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    mask: _mask,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    target: _target,
    children,
    ...rest
  } = props;
  return (
    <a {...rest} href={to} ref={ref} target={target} data-discover={discover === "render" ? "true" : undefined}>
      {children}
    </a>
  );
});

// A build-time constant: the browser bundle has no ServerLink.
export const Link: typeof RouterLink = import.meta.env.SSR ? ServerLink : RouterLink;

/**
 * A navigation link's path that React Router resolves and encodes to itself: absolute, segments of unreserved ASCII
 * characters not starting with a dot, no trailing slash (or the root), no query or fragment.
 */
const NAV_PATH = /^\/$|^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/**
 * On the server, a `NavLink` to such a path is printed as React Router's `NavLink` prints it, without its hooks: it
 * resolves its path, asks for the view-transition state and renders `Link` (the header, the tab bar and the likes tabs
 * have a dozen, about 3 % of `/likes`' CPU). What it prints depends only on the location: active when the location is
 * the path or (without `end`) below it, case-insensitively unless `caseSensitive`; never pending or transitioning on
 * the server, whose navigation is idle. Anything else is React Router's `NavLink` itself, as is every `NavLink` in the
 * browser. `link.contract.test.tsx` holds the two outputs equal.
 */
const ServerNavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(props, ref) {
  const location = useLocation();
  const {
    to,
    caseSensitive = false,
    className: classNameProp = "",
    end = false,
    style: styleProp,
    children,
    "aria-current": ariaCurrentProp = "page",
    ...rest
  } = props;
  if (typeof to !== "string" || !NAV_PATH.test(to) || rest.relative || rest.reloadDocument || (rest.prefetch ?? "none") !== "none") {
    return <RouterNavLink ref={ref} {...props} />;
  }
  const toPathname = caseSensitive ? to : to.toLowerCase();
  const locationPathname = caseSensitive ? location.pathname : location.pathname.toLowerCase();
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(toPathname.length) === "/");
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === "function"
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  const style = typeof styleProp === "function" ? styleProp(renderProps) : styleProp;
  return (
    <ServerLink {...rest} aria-current={isActive ? ariaCurrentProp : undefined} className={className} ref={ref} style={style} to={to}>
      {typeof children === "function" ? children(renderProps) : children}
    </ServerLink>
  );
});

// A build-time constant, as `Link`'s.
export const NavLink: typeof RouterNavLink = import.meta.env.SSR ? ServerNavLink : RouterNavLink;
