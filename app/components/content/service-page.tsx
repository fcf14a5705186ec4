import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/input.tsx";
import { HoneypotField } from "#app/components/ui/honeypot.tsx";
import { COMPLAINT_LIMITS } from "#app/forms/complaint.ts";
import { CONTACT_TOPICS, ContactSchema } from "#app/forms/contact.ts";
import { Select, Textarea } from "./form-controls.tsx";
import { Paragraphs } from "./legal-document.tsx";
import { RichText, type ContentValues } from "./rich-text.tsx";

const cardClass =
  "flex flex-col gap-2 rounded-card border border-card-border bg-card p-card shadow-card";

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
            <a href={`tel:${String(values.support_phone).replace(/[^\d+]/g, "")}`} className="font-medium text-primary underline underline-offset-2">
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
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    constraint: getZodConstraint(ContactSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  });
  const errorText = (errors: string[] | undefined) => (errors?.[0] ? t(errors[0], { min: COMPLAINT_LIMITS.descriptionMin, max: COMPLAINT_LIMITS.descriptionMax }) : null);
  return (
    <section className={cardClass} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-heading-section">
        {t("content.service.form.title")}
      </h2>
      <p className="text-muted-foreground">{t("content.service.form.intro", { email })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
        <HoneypotField />
        <Field label={t("content.service.form.topic")} htmlFor={fields.topic.id} error={errorText(fields.topic.errors)} errorId={fields.topic.errorId}>
          <Select {...getSelectProps(fields.topic)} defaultValue={fields.topic.initialValue ?? ""}>
            <option value="" disabled>
              {t("content.form.choose")}
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`content.service.form.topics.${topic}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("content.service.form.message")} htmlFor={fields.message.id} error={errorText(fields.message.errors)} errorId={fields.message.errorId}>
          <Textarea {...getTextareaProps(fields.message)} />
        </Field>
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" data-slot="form-error" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            {t(form.errors[0]!)}
          </p>
        ) : null}
        <Button type="submit" className="self-start" loading={navigation.state === "submitting"}>
          {t("content.service.form.submit")}
        </Button>
      </Form>
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
