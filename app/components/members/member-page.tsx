import { Link } from "#app/framework/link.tsx";
import { MemberProfile } from "#app/components/members/member-profile.tsx";
import { SafetyLinks } from "#app/components/members/safety-links.tsx";
import { SimilarProfiles } from "#app/components/members/similar-profiles.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import type { MemberDetail } from "#app/profiles/member-detail.ts";
import type { SimilarPage } from "#app/search/filters.ts";

export type MemberPageProps = {
  member: MemberDetail;
  /** Members like this one, where the visitor may search. */
  similar: SimilarPage | null;
  /** The viewer's own profile. */
  own: boolean;
  /** Opened from the likes (a way back to them). */
  fromLikes: boolean;
};

/** /members/{id} and /likes/m/{id}: the profile, the safety links, and similar members where the visitor may search. */
export function MemberPage({ member, similar, own, fromLikes }: MemberPageProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-section">
      {fromLikes ? (
        <Link to="/likes" className="text-sm text-primary hover:underline">
          ← {t("likes.back")}
        </Link>
      ) : null}
      <MemberProfile member={member} own={own} />
      {!own && !member.limited ? <SafetyLinks profileId={member.id} /> : null}
      {similar && similar.profiles.length ? <SimilarProfiles profileId={member.id} initial={similar} /> : null}
    </div>
  );
}
