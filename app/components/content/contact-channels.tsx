import { useTranslation } from "#app/i18n/translation.tsx";
import type { ContentValues } from "./rich-text.tsx";

export const cardClass = "flex flex-col gap-2 rounded-card border border-card-border bg-card p-card shadow-card";

/** Support by e-mail, phone (when the site has one) and post; on the service and the public contact page. */
export function ContactChannels({ values }: { values: ContentValues }) {
  const { t } = useTranslation();
  return (
    <div data-slot="contact-channels" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <section className={cardClass}>
        <h2 className="text-lg">{t("content.service.email.title")}</h2>
        <p>
          <a href={`mailto:${values.support_email}`} className="font-medium text-primary underline underline-offset-2">
            {values.support_email}
          </a>
        </p>
        <p className="text-sm text-muted-foreground">{t("content.service.email.text", values)}</p>
      </section>
      {values.support_phone ? (
        <section className={cardClass} data-slot="support-phone">
          <h2 className="text-lg">{t("content.service.phone.title")}</h2>
          <p>
            <a
              href={`tel:${String(values.support_phone).replace(/[^\d+]/g, "")}`}
              className="font-medium text-primary underline underline-offset-2"
            >
              {values.support_phone}
            </a>
          </p>
          <p className="text-sm text-muted-foreground">{t("content.service.phone.text", values)}</p>
        </section>
      ) : null}
      <section className={cardClass}>
        <h2 className="text-lg">{t("content.service.post.title")}</h2>
        <address className="not-italic">
          {values.company}
          <br />
          {values.address}
          <br />
          {values.city}
          <br />
          {values.country}
        </address>
        {values.kvk ? <p className="text-sm text-muted-foreground">{t("content.service.post.kvk", values)}</p> : null}
      </section>
    </div>
  );
}
