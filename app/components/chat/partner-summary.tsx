import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { FictionalBadge } from "#app/components/members/fictional-badge.tsx";
import { Avatar } from "#app/components/ui/avatar.tsx";
import type { ProfileCardData } from "#app/profiles/card.ts";

/** The chat partner at the top of a conversation: photo, name, age and place, the fictional marker where it applies. */
export function PartnerSummary({ partner, fictionalIcon, typing }: { partner: ProfileCardData; fictionalIcon: string; typing: boolean }) {
  const { t } = useTranslation();
  const details = [partner.age !== null ? t("common.age_years", { age: partner.age }) : null, partner.city].filter(Boolean).join(" · ");
  return (
    <div data-slot="partner-summary" className="flex items-center gap-3 border-b border-border pb-3">
      <span className="relative shrink-0">
        <Avatar src={partner.main_image?.thumb_filename} className="size-12" width={48} height={48} />
        {partner.fictional ? <FictionalBadge icon={fictionalIcon} className="-right-1 -top-1 size-5 text-xs" /> : null}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-heading-item font-semibold">{t("chat.conversation_with", { name: partner.name })}</h1>
        <p className="truncate text-sm text-muted-foreground" aria-live="polite">
          {typing ? <span data-slot="typing">{t("chat.typing", { name: partner.name })}</span> : details}
        </p>
      </div>
      <Link to={`/members/${partner.id}`} className="text-sm font-medium text-primary hover:underline">
        {t("chat.view_profile")}
      </Link>
    </div>
  );
}
