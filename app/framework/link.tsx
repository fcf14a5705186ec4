import { forwardRef } from "react";
import { Link as RouterLink, type LinkProps } from "react-router";

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
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
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
