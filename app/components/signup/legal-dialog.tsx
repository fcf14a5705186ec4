import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useFetcher } from "react-router";
import type { RenderedDocument } from "#app/components/content/documents.ts";
import { LegalDocument } from "#app/components/content/legal-document.tsx";
import type { ContentValues } from "#app/components/content/rich-text.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";

type LegalPage = "terms" | "privacy";
type PageData = { document: RenderedDocument | null; values: ContentValues };

/**
 * A link in the sign-up that opens the terms or the privacy statement in a dialog
 * (ids terms-modal, privacy-modal), with the real page's content: the page's own
 * loader data rendered by the page's own document component.
 */
export function LegalDialog({ page, children }: { page: LegalPage; children?: ReactNode }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PageData>();
  return (
    <Dialog
      onOpenChange={(open) => {
        if (open && !fetcher.data && fetcher.state === "idle") void fetcher.load(`/pages/${page}`);
      }}
    >
      <DialogTrigger asChild>
        <button type="button" data-slot={`${page}-link`} className="text-primary underline underline-offset-4">
          {children}
        </button>
      </DialogTrigger>
      <DialogContent id={`${page}-modal`} className="w-[min(56rem,calc(100vw-2rem))]">
        <DialogTitle>{t(page === "terms" ? "screens.pages_terms" : "screens.pages_privacy")}</DialogTitle>
        <DialogDescription className="sr-only">{t("signup_flow.account.legal_description")}</DialogDescription>
        {fetcher.data?.document?.kind === "legal" ? (
          <LegalDocument document={fetcher.data.document} values={fetcher.data.values} />
        ) : (
          <p className="text-muted-foreground" aria-busy>
            {t("common.loading")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
