import { useTranslation } from "#app/i18n/translation.tsx";
import { cn } from "#app/components/ui/cn.ts";

/** The site's fictional_icon over a photo of a fictional profile, with an accessible label. */
export function FictionalBadge({ icon, className }: { icon: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-slot="fictional-icon"
      role="img"
      aria-label={t("common.fictional_profile")}
      title={t("common.fictional_profile")}
      className={cn("absolute right-2 top-2 grid size-7 place-items-center rounded-full bg-black/60 text-white", className)}
    >
      {icon}
    </span>
  );
}
