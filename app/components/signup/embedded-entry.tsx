import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useSite } from "#app/root-data.ts";

/**
 * Whether this page is shown inside another site's frame (a partner allowed by the site's `frame_ancestors`). A
 * browser that refuses to tell (a cross-origin `top` that throws) counts as framed.
 */
export function isEmbedded(win: { readonly self: unknown; readonly top: unknown } = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/**
 * The sign-up's embedded-site-entry warning (session state of the product): someone typing an e-mail address and a
 * password into a frame cannot see which site they are giving them to, so the form says so and offers the site in a
 * window of its own. Decided after hydration: the server cannot know whether it is framed.
 */
export function EmbeddedEntryWarning() {
  const { t } = useTranslation();
  const site = useSite();
  const [embedded, setEmbedded] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- whether the page is framed is known only in the browser
    setEmbedded(isEmbedded());
  }, []);
  if (!embedded) return null;
  return (
    <p data-slot="embedded-entry-warning" role="note" className="mb-4 rounded-card border border-card-border bg-muted p-3 text-sm">
      {t("signup_flow.embedded.text", { site: site.name })}{" "}
      <a href="/signup" target="_blank" rel="noopener" className="font-semibold text-primary underline">
        {t("signup_flow.embedded.open", { site: site.name })}
      </a>
    </p>
  );
}
