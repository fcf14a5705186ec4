import { data, redirect, type RouterContextProvider } from "react-router";
import { siteContext, userContext } from "#app/context.ts";
import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "#app/.server/accounts/session.server.ts";
import type { ApiError } from "#app/.server/api.server.ts";
import { MAX_ID } from "#app/forms/ids.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";

/** public: no login needed; optional: login used when present; required: login needed (the default). */
export type Access = "public" | "optional" | "required";

type GuardArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
};

export type NotFoundData = { message: string };

export function pageNotFound(pathname: string) {
  return data<NotFoundData>({ message: `Page Not Found: ${pathname}` }, { status: 404 });
}

/** The site's 403 page for a request another site's page sent (decision 019); `code` picks its translated message. */
export function crossSiteRefusal() {
  return data(
    { message: "This request came from another site's page and was refused.", code: "cross_site_request" },
    { status: 403, statusText: "Forbidden" },
  );
}

export function siteRedirectFor(site: Site, pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return site.redirects.find((rule) => rule.from === path) ?? null;
}

/**
 * The navigation guard of docs/product/screens-and-access.md#guard-order, in its order: the route's page-validity
 * check, then authentication, then the site's configured redirects.
 */
export function guard<A extends Access>(
  { request, context, params }: GuardArgs,
  options: { access: A; isValid?: (params: Record<string, string | undefined>, site: Site) => boolean },
): { site: Site; user: A extends "required" ? SessionUser : SessionUser | null } {
  const url = new URL(request.url);
  const site = context.get(siteContext);
  if (options.isValid && !options.isValid(params, site)) throw pageNotFound(url.pathname);

  const user = context.get(userContext);
  if (options.access === "required" && !user) {
    const redirectTo = url.pathname + url.search;
    throw redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  }

  const rule = siteRedirectFor(site, url.pathname);
  if (rule) throw redirect(rule.to, rule.status);

  return { site, user: user as never };
}

/** Params that must be ids: positive whole numbers within the integer range (a larger number is no record: 404). */
export function positiveIntParams(...names: string[]) {
  return (params: Record<string, string | undefined>) =>
    names.every((name) => {
      const value = params[name] ?? "";
      return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
    });
}

/**
 * For /api/*.php endpoints that need a login: the site and the member, or a
 * thrown JSON 403 `not_logged_in` (the browser then reloads or clears its user).
 * A thrown Response, not `data()`: resource routes pass thrown Responses through
 * unchanged, while a thrown `data()` would lose its body.
 */
export function requireApiUser(args: GuardArgs): { site: Site; user: SessionUser } {
  const { site, user } = guard(args, { access: "optional" });
  if (!user) {
    const message = getI18n(args.context).t("api.unauthorized");
    throw Response.json({ error: { code: "not_logged_in", message } } satisfies ApiError, { status: 403 });
  }
  return { site, user };
}
