import { useTranslation } from "#app/i18n/translation.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { dismissInstallOfferForGood, takeInstallPrompt, type InstallOfferKind } from "./install-offer.ts";

/**
 * The install call to action: the browser's install dialog where it has one, the Share → Add to
 * Home Screen steps on iOS. "No thanks" hides it for good in this browser; closing hides it until the next visit.
 */
export default function InstallPrompt({ kind, siteName, onDone }: { kind: InstallOfferKind; siteName: string; onDone: () => void }) {
  const { t } = useTranslation();
  async function install() {
    const prompt = takeInstallPrompt();
    onDone();
    if (!prompt) return;
    await prompt.prompt();
    await prompt.userChoice;
  }
  return (
    <aside
      data-slot="install-prompt"
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-0 bottom-20 z-50 mx-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-card-border bg-card p-card text-card-foreground shadow-raised md:bottom-6"
    >
      <div className="flex items-start gap-4">
        <img src="/icons/icon-192.png" alt="" width={48} height={48} className="size-12 shrink-0 rounded-md" />
        <div className="flex flex-col gap-1">
          <h2 id="install-prompt-title" className="text-heading-item font-semibold">
            {t("pwa.install.title", { site: siteName })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {kind === "ios" ? t("pwa.install.ios") : t("pwa.install.text", { site: siteName })}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            dismissInstallOfferForGood();
            onDone();
          }}
        >
          {t("pwa.install.dismiss")}
        </Button>
        {kind === "prompt" ? (
          <Button size="sm" onClick={() => void install()}>
            {t("pwa.install.action")}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onDone}>
            {t("common.close")}
          </Button>
        )}
      </div>
    </aside>
  );
}
