import { useTranslation } from "#app/i18n/translation.tsx";

/** The id of each layout's `<main>`, the skip link's target. */
export const MAIN_ID = "main";

/**
 * The first stop of the Tab key on every page: it jumps past the header's links to the page's content, and stays out of
 * sight until focused.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      data-slot="skip-link"
      className="sr-only rounded-control bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:left-3 focus:top-3 focus:z-50"
    >
      {t("nav.skip_to_content")}
    </a>
  );
}
