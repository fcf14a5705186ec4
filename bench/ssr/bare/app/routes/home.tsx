import { useTranslation } from "../../../../../app/i18n/translation.tsx";

export function meta() {
  return [{ title: "Bare page" }];
}

/** A page with two translated texts: the framework's floor with i18n. */
export default function Home() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t("home.hero_title")}</h1>
      <p>{t("home.hero_text")}</p>
    </main>
  );
}
