import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard, type Access } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/page";

/** The info pages and their access levels (spec section 2). */
export const CONTENT_PAGES = {
  ban: { access: "required", title: "screens.pages_ban" },
  faq: { access: "public", title: "screens.pages_faq" },
  terms: { access: "public", title: "screens.pages_terms" },
  cookies: { access: "required", title: "screens.pages_cookies" },
  privacy: { access: "public", title: "screens.pages_privacy" },
  service: { access: "required", title: "screens.pages_service" },
  "return-policy": { access: "public", title: "screens.pages_return_policy" },
} as const satisfies Record<string, { access: Access; title: string }>;

type PageSlug = keyof typeof CONTENT_PAGES;

export async function loader(args: Route.LoaderArgs) {
  const slug = new URL(args.request.url).pathname.split("/").pop() as PageSlug;
  guard(args, { access: CONTENT_PAGES[slug].access });
  return { slug };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <PageHeading title={t(CONTENT_PAGES[loaderData.slug].title)} />;
}
