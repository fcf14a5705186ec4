import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Field } from "#app/components/ui/input.tsx";

/**
 * The start of the sign-up where a page embeds it (error page, home): e-mail and
 * name, continued on /signup. `hideTitle` drops the heading (error page).
 */
export function SignupTeaser({ hideTitle = false }: { hideTitle?: boolean }) {
  const { t } = useTranslation();
  return (
    <section data-slot="signup-teaser" className="rounded-lg border border-border bg-card p-6 shadow-card lavish:rounded-none lavish:p-10">
      {hideTitle ? null : <h2 className="mb-2 text-2xl">{t("signup.title")}</h2>}
      <p className="mb-4 text-muted-foreground">{t("signup.intro")}</p>
      <Form method="get" action="/signup" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label={t("signup.email")} htmlFor="teaser-email">
          <Input id="teaser-email" name="email" type="email" autoComplete="email" required />
        </Field>
        <Field label={t("signup.name")} htmlFor="teaser-name">
          <Input id="teaser-name" name="name" autoComplete="given-name" maxLength={150} />
        </Field>
        <Button type="submit">{t("signup.submit")}</Button>
      </Form>
      <p className="mt-4 text-sm text-muted-foreground">
        {t("signup.have_account")}{" "}
        <Link to="/login" className="text-primary underline">
          {t("signup.login_link")}
        </Link>
      </p>
    </section>
  );
}
