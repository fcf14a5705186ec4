import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { isRouteErrorResponse, useFetcher, useLocation } from "react-router";
import { AppHeader } from "#app/components/layout/app-header.tsx";
import { ChunkErrorBoundary } from "#app/pwa/chunk-boundary.tsx";
import { withChunkReload } from "#app/pwa/chunk-reload.ts";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import type { MemberCardData } from "#app/components/members/member-card.tsx";
import { MemberGrid } from "#app/components/members/member-grid.tsx";
import { useRootData } from "#app/root-data.ts";

// The root error boundary is in every page's first load; the sign-up steps (and Zod, Conform)
// load only when an error page actually shows them (decision 028).
const SignupForm = lazy(withChunkReload(() => import("#app/components/signup/signup-form.tsx").then((m) => ({ default: m.SignupForm }))));

const TRANSLATED_STATUS: Record<number, string> = { 405: "method_not_allowed", 413: "body_too_large" };

function describe(error: unknown, pathname: string, t: (key: string, options?: Record<string, unknown>) => string) {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: string } | undefined)?.message;
    if (error.status === 404) {
      return {
        status: 404,
        message: message?.startsWith("Page Not Found:") ? t("errors.page_not_found", { path: pathname }) : t("errors.not_found"),
      };
    }
    // Refusals the site's pages meet (another site's form, a form posted where none is taken, too much sent) speak
    // the page's language; the English message the server gave is the fallback for any other status.
    const code = (error.data as { code?: string } | undefined)?.code;
    const key = code === "cross_site_request" ? code : TRANSLATED_STATUS[error.status];
    return { status: error.status, message: key ? t(`errors.${key}`) : (message ?? error.statusText) };
  }
  return { status: 500, message: t("errors.unexpected") };
}

/** Members to look at instead of the error, loaded once the page is up. */
function ErrorMembers({ fictionalIcon }: { fictionalIcon: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ members: MemberCardData[] }>();
  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data) void fetcher.load("/resources/members-teaser");
  }, [fetcher]);
  if (!fetcher.data?.members.length) return null;
  return (
    <section className="mt-8">
      <h2 className="mb-4 text-xl">{t("errors.members_title")}</h2>
      <MemberGrid members={fetcher.data.members} fictionalIcon={fictionalIcon} />
    </section>
  );
}

/**
 * The error page (docs/product/screens-and-access.md#error-page): heading Error with status code and message;
 * members for a logged-in member, the sign-up for a visitor.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const root = useRootData()!;
  const { status, message } = describe(error, pathname, t);
  // In the browser only: on the server `handleError` has logged it with its request (and left out requests the client
  // gave up on, whose cancelled queries would otherwise be logged here as failures).
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <div data-layout="default" className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto w-full max-w-page flex-1 px-gutter py-section">
        <div data-slot="error" className="mb-8">
          <h1 className="text-heading-hero">{t("errors.title")}</h1>
          <p className="mt-2 text-lg">
            <span data-slot="error-status" className="font-semibold">
              {status}
            </span>{" "}
            <span data-slot="error-message">{message}</span>
          </p>
        </div>
        {root.user ? (
          <ErrorMembers fictionalIcon={root.site.fictional_icon} />
        ) : (
          <ChunkErrorBoundary>
            <Suspense fallback={<div data-slot="signup-loading" className="min-h-96" />}>
              <SignupForm hideTitle />
            </Suspense>
          </ChunkErrorBoundary>
        )}
      </main>
      <SiteFooter site={root.site} language={root.language} />
    </div>
  );
}
