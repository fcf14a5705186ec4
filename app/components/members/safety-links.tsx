import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";

/** Block and report links for a member's page and the chat header. */
export function SafetyLinks({ profileId, conversationId }: { profileId: number; conversationId?: number }) {
  const { t } = useTranslation();
  const report = `/members/${profileId}/report${conversationId ? `?conversation=${conversationId}` : ""}`;
  return (
    <nav aria-label={t("safety.actions_label")} data-slot="safety-links" className="flex gap-3 text-sm">
      <Link to={`/members/${profileId}/block`} className="text-muted-foreground hover:underline" data-testid="block-link">
        {t("safety.block.link")}
      </Link>
      <Link to={report} className="text-muted-foreground hover:underline" data-testid="report-link">
        {t("safety.report.link")}
      </Link>
    </nav>
  );
}
