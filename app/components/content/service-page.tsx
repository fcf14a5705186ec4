import type { SubmissionResult } from "@conform-to/react";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { CONTACT_TOPICS, ContactSchema } from "#app/forms/contact.ts";
import { Paragraphs } from "./legal-document.tsx";
import { MessageForm } from "./message-form.tsx";
import { RichText, type ContentValues } from "./rich-text.tsx";

import { cardClass, ContactChannels } from "./contact-channels.tsx";

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

/** /pages/service as its route renders it: the page's heading above the service page. */
export function ServiceScreen({
  title,
  values,
  memberEmail,
  lastResult,
}: {
  /** The page title's translation key. */
  title: string;
  values: ContentValues;
  memberEmail: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div data-content-page="service" className="mx-auto w-full max-w-4xl">
      <PageHeading title={t(title)} />
      <ServicePage values={values} email={memberEmail} lastResult={lastResult} />
    </div>
  );
}
