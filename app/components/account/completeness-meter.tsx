import { useTranslation } from "#app/i18n/translation.tsx";
import { COMPLETENESS_SECTION, type CompletenessItem } from "#app/profiles/completeness.ts";

/** The own-profile completeness meter (theme switch `myProfile.completenessMeter`): a bar and links to what is missing. */
export function CompletenessMeter({ percent, missing }: { percent: number; missing: CompletenessItem[] }) {
  const { t } = useTranslation();
  const label = missing.length ? t("profile_meter.title", { percent }) : t("profile_meter.complete");
  return (
    <section data-slot="completeness-meter" aria-label={label} className="rounded-lg border border-border bg-card p-5 shadow-card">
      <p className="font-medium">{label}</p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label}
        className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      {missing.length ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {t("profile_meter.missing")}{" "}
          {missing.map((item, index) => (
            <span key={item}>
              {index ? ", " : null}
              <a href={`#${COMPLETENESS_SECTION[item]}`} className="text-primary underline underline-offset-2">
                {t(`profile_meter.items.${item}`)}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
