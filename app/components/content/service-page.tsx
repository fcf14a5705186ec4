import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { CONTACT_TOPICS, ContactSchema } from "#app/forms/contact.ts";
import { Paragraphs } from "./legal-document.tsx";
import { MessageForm } from "./message-form.tsx";
import { RichText, type ContentValues } from "./rich-text.tsx";

const cardClass = "flex flex-col gap-2 rounded-card border border-card-border bg-card p-card shadow-card";

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

/** The contact form: stored, mailed to support; the member's address comes from the account. */
function ContactForm({ lastResult, email }: { lastResult: SubmissionResult<string[]> | undefined; email: string }) {
  const { t } = useTranslation();
  return (
    <section className={cardClass} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-heading-section">
        {t("content.service.form.title")}
      </h2>
      <p className="text-muted-foreground">{t("content.service.form.intro", { email })}</p>
      <MessageForm
        id="contact"
        schema={ContactSchema}
        lastResult={lastResult}
        choice={{
          name: "topic",
          label: t("content.service.form.topic"),
          options: CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`content.service.form.topics.${topic}`) })),
        }}
        message={{ name: "message", label: t("content.service.form.message") }}
        submitLabel={t("content.service.form.submit")}
        className="mt-2"
      />
    </section>
  );
}

export function ServicePage({
  values,
  email,
  lastResult,
}: {
  values: ContentValues;
  email: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <div className="flex flex-col gap-section">
      <div className="flex flex-col gap-3 text-lead heading-align">
        <Paragraphs listKey="content.service.intro" values={values} />
      </div>
      <ContactChannels values={values} />
      <ContactForm lastResult={lastResult} email={email} />
      <p className="text-sm text-muted-foreground">
        <RichText i18nKey="content.service.more_help" values={values} />
      </p>
    </div>
  );
}
