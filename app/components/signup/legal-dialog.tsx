import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { ChunkErrorBoundary } from "#app/pwa/chunk-boundary.tsx";
import { withChunkReload } from "#app/pwa/chunk-reload.ts";

export type LegalPage = "terms" | "privacy";

// The dialog (Radix Dialog, focus trap, scroll lock: ~9 KB gzip) loads when a visitor opens it, not with every
// page that shows the sign-up (decision 041).
const loadContent = withChunkReload(() => import("./legal-dialog-content.tsx"));
const LegalDialogContent = lazy(() => loadContent().then((m) => ({ default: m.LegalDialogContent })));

/**
 * A link in the sign-up that opens the terms or the privacy statement in a dialog. It is a real link to the page,
 * in a new tab, so that the text can be read before the app's scripts run or without them (decision 053), and a
 * new tab asked for with a modifier or the middle button opens as usual; otherwise the click opens the dialog.
 */
export function LegalDialog({ page, children }: { page: LegalPage; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={trigger}
        href={`/pages/${page}`}
        target="_blank"
        rel="noopener"
        data-slot={`${page}-link`}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="text-primary underline underline-offset-4"
        // A pointer on its way to the link is a good moment to fetch the dialog.
        onPointerEnter={() => void loadContent().catch(() => {})}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </a>
      {opened ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <LegalDialogContent page={page} open={open} onOpenChange={setOpen} trigger={trigger} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
