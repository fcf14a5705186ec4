import type { SubmissionResult } from "@conform-to/react";
import { ComplaintForm } from "#app/components/content/complaint-form.tsx";
import { Paragraphs } from "#app/components/content/legal-document.tsx";
import { RichText, type ContentValues } from "#app/components/content/rich-text.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";

export type ComplaintsPageProps = {
  values: ContentValues;
  /** The complaint just sent (only what its sender knows), or null for the form. */
  received: { reference: string; category: string } | null;
  /** The form's first values (a member's name and address, what a "report" link names); null with `received`. */
  defaults: { name: string; email: string; concerns: string } | null;
  /** The last submission's outcome, as the action answered. */
  lastResult?: SubmissionResult<string[]>;
};

/** /complaints: the intro, the form (prefilled for a member), the urgent note; after sending, the acknowledgement. */
export function ComplaintsPage({ values, received, defaults, lastResult }: ComplaintsPageProps) {
  const { t } = useTranslation();
  if (received) {
    return (
      <div className="mx-auto w-full max-w-2xl" data-slot="complaint-received">
        <PageHeading title={t("content.complaints.received.title")} />
        <div className="flex flex-col gap-4 rounded-card border border-card-border bg-card p-card leading-relaxed shadow-card">
          <p>
            {t("content.complaints.received.reference_label")}{" "}
            <strong data-slot="complaint-reference" className="font-mono text-lg tracking-wider text-primary">
              {received.reference}
            </strong>
          </p>
          <p>{t("content.complaints.received.category", { category: t(`content.complaints.categories.${received.category}`) })}</p>
          <Paragraphs listKey="content.complaints.received.body" values={values} />
          <Button asChild variant="outline" className="self-start">
            <Link to="/">{t("common.back_home")}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeading title={t("screens.complaints")} />
      <div className="mb-6 flex flex-col gap-3 leading-relaxed heading-align text-lead">
        <Paragraphs listKey="content.complaints.intro" values={values} />
      </div>
      <ComplaintForm lastResult={lastResult} defaults={defaults!} />
      <p className="mt-6 text-sm text-muted-foreground">
        <RichText i18nKey="content.complaints.urgent" values={values} />
      </p>
    </div>
  );
}
