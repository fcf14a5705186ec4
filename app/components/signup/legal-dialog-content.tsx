import { useEffect, type RefObject } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useFetcher } from "react-router";
import { unpackDocument } from "#app/content/packed-document.ts";
import { LegalDocument } from "#app/components/content/legal-document.tsx";
import type { ContentValues } from "#app/components/content/rich-text.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { LegalPage } from "./legal-dialog.tsx";

/** The content route's data: its document packed as one string (decision 127). */
type PageData = { document: string | null; values: ContentValues };

/**
 * The dialog of `LegalDialog` (ids terms-modal, privacy-modal), with the real page's content: the page's own
 * loader data rendered by the page's own document component. Loaded when a visitor first opens it.
 */
export function LegalDialogContent({
  page,
  open,
  onOpenChange,
  trigger,
}: {
  page: LegalPage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PageData>();
  const legalDocument = fetcher.data?.document ? unpackDocument(fetcher.data.document) : null;
  useEffect(() => {
    if (open && !fetcher.data && fetcher.state === "idle") void fetcher.load(`/pages/${page}`);
  }, [open, fetcher, page]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // No Radix trigger (the link is drawn before this chunk loads): focus goes back to it by hand.
          event.preventDefault();
          trigger.current?.focus();
        }}
        id={`${page}-modal`}
        className="w-[min(56rem,calc(100vw-2rem))]"
      >
        <DialogTitle>{t(page === "terms" ? "screens.pages_terms" : "screens.pages_privacy")}</DialogTitle>
        <DialogDescription className="sr-only">{t("signup_flow.account.legal_description")}</DialogDescription>
        {fetcher.data && legalDocument?.kind === "legal" ? (
          <LegalDocument document={legalDocument} values={fetcher.data.values} />
        ) : (
          <p className="text-muted-foreground" aria-busy>
            {t("common.loading")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
