import { useTranslation } from "#app/i18n/translation.tsx";

/**
 * Webcam feed failures are only logged (docs/product/search.md#cam-tiles); a request cancelled because
 * the filters changed or the page closed is logged as aborted, not as an error.
 */
export function reportCamFeedFailure(error: unknown): "aborted" | "failed" {
  if ((error as Error | null)?.name === "AbortError") {
    console.info("webcam tiles request aborted");
    return "aborted";
  }
  console.error("webcam tiles failed", error);
  return "failed";
}

export type CamProfileData = { account: string; name: string; age: number | null; image: string; viewers: number };

const tileClasses = "relative flex h-full min-h-64 flex-col overflow-hidden rounded-card border border-card-border bg-card shadow-card";

/** A live webcam performer between the results; opens the partner in a new window. */
export function LiveCamTile({ cam, block, tileIndex }: { cam: CamProfileData | null; block: number; tileIndex: number }) {
  const { t } = useTranslation();
  if (!cam) {
    // Holds the place while the webcam feed loads, so the grid does not jump.
    return (
      <div
        data-slot="live-tile"
        data-block={block}
        data-tile-index={tileIndex}
        aria-hidden
        className={`${tileClasses} animate-pulse bg-muted`}
      />
    );
  }
  return (
    <a
      href={`/api/xcams/redirect.php?account=${encodeURIComponent(cam.account)}`}
      target="_blank"
      rel="noopener"
      data-slot="live-tile"
      data-block={block}
      data-tile-index={tileIndex}
      data-account={cam.account}
      className={`${tileClasses} group`}
    >
      <div className="relative aspect-[4/5] bg-black">
        <img
          src={cam.image}
          alt={t("cams.live_alt", { name: cam.name })}
          loading="lazy"
          decoding="async"
          width={400}
          height={500}
          className="size-full object-cover opacity-95 transition group-hover:opacity-100"
        />
        <span className="absolute right-2 top-2 rounded-sm bg-black/60 px-1.5 py-0.5 text-xs text-white">{t("cams.ad")}</span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 heading-align">
        <p className="font-semibold">
          {cam.name}
          {cam.age !== null ? <span className="font-normal text-muted-foreground">, {cam.age}</span> : null}
        </p>
        <p className="text-sm text-muted-foreground">{t("cams.viewers", { count: cam.viewers })}</p>
        <span className="mt-auto text-sm font-semibold text-primary">{t("cams.watch_live")}</span>
      </div>
    </a>
  );
}

/** The resell partner's ad between the results; opens the partner in a new window. */
export function ResellTile({ block, tileIndex }: { block: number; tileIndex: number }) {
  const { t } = useTranslation();
  return (
    <a
      href="/api/resellpartner.php?flow=profile-search&redirect=1"
      target="_blank"
      rel="noopener"
      data-slot="resell-tile"
      data-block={block}
      data-tile-index={tileIndex}
      className={`${tileClasses} justify-between bg-gradient-to-br from-primary to-[#2b1b3d] p-5 text-white lavish:from-[#3a2a1c] lavish:to-black`}
    >
      <span className="self-end rounded-sm bg-black/40 px-1.5 py-0.5 text-xs">{t("cams.ad")}</span>
      <div>
        <p className="text-2xl font-heading leading-tight">{t("cams.resell_title")}</p>
        <p className="mt-2 text-sm text-white/85">{t("cams.resell_text")}</p>
      </div>
      <span className="inline-flex h-10 items-center justify-center rounded-[var(--t-radius-button)] bg-white px-4 text-sm font-semibold text-black">
        {t("cams.resell_button")}
      </span>
    </a>
  );
}
