import { useId } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Form, useLocation, useSubmit } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "#app/site/locales.ts";

/** Writes the `i18n_redirected` cookie through /resources/language; works without JavaScript too. */
export function LanguageSwitcher({ current }: { current: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const submit = useSubmit();
  const id = useId();
  return (
    <Form method="post" action="/resources/language" data-slot="language-switcher" className="flex items-center gap-2">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {t("footer.language")}
      </label>
      <select
        id={id}
        name="language"
        defaultValue={current}
        onChange={(event) => submit(event.currentTarget.form)}
        className="rounded-control border border-border bg-card px-2 py-1 text-sm text-card-foreground"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="text-sm underline">
          {t("footer.change_language")}
        </button>
      </noscript>
    </Form>
  );
}
