import { Links, Meta, Scripts, ScrollRestoration } from "react-router";
import { useTranslation } from "../../../../../app/i18n/translation.tsx";

export function meta() {
  return [{ title: "Bare page" }];
}

/** A page with two translated texts: the framework's floor with i18n (the second reference line). */
export default function Home() {
  const { t } = useTranslation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <main>
          <h1>{t("home.hero_title")}</h1>
          <p>{t("home.hero_text")}</p>
        </main>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
