import { useTranslation } from "#app/i18n/translation.tsx";
import { FictionalBadge } from "#app/components/members/fictional-badge.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { LanderProfile } from "#app/landers/types.ts";
import type { MemberDetail } from "#app/profiles/member-detail.ts";
import { useSignupMode, useSite } from "#app/root-data.ts";
import { LanderSignup } from "../lander-signup.tsx";
import { FreeNote, LanderAvatar, LanderTopBar, OnlineDot, ProfilePhoto, ageCity } from "../lander-parts.tsx";

export type MemberLanderProps = { member: MemberDetail; online: boolean; others: LanderProfile[] };

/**
 * The member landers of docs/product/landers-and-tracking.md#member-landers: a visitor arrives on one member's page from an ad or a mail and signs up to
 * reach them; the sign-up sends the member's id as `profile`. Visitors see what the profile page shows them (photo,
 * name, age, city: decision 017's limited view), never the member's texts or details.
 */
function MemberPhoto({ member, className, sizes }: { member: MemberDetail; className?: string; sizes?: string }) {
  const site = useSite();
  const image = member.images[0];
  return (
    <div className={cn("relative overflow-hidden bg-muted", className)}>
      {image ? (
        <img
          src={image.filename}
          srcSet={image.width && image.width > 400 ? `${image.thumb_filename} 400w, ${image.filename} ${image.width}w` : undefined}
          sizes={sizes}
          alt={member.name}
          width={image.width ?? 400}
          height={image.height ?? 500}
          className="h-full w-full object-cover"
        />
      ) : null}
      {member.fictional ? <FictionalBadge icon={site.fictional_icon} /> : null}
    </div>
  );
}

function MemberName({ member, online, className }: { member: MemberDetail; online: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <p className="flex items-center gap-2 text-2xl font-semibold">
        {member.name}
        {member.age ? <span className="font-normal">{member.age}</span> : null}
        {online ? <OnlineDot label={t("landers.online")} /> : null}
      </p>
      {member.city ? <p className="text-sm opacity-80">{member.city}</p> : null}
    </div>
  );
}

/** /members/{id}/signup (compact) and /members/{id}/landing (with a strip of more members): lander layout. */
export function MemberLander({ member, online, others, variant }: MemberLanderProps & { variant: "signup" | "landing" }) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  return (
    <div data-lander={`member-${variant}`} data-member-id={member.id}>
      <div className="grid items-start gap-8 md:grid-cols-[minmax(0,22rem)_1fr] lg:grid-cols-[minmax(0,26rem)_1fr]">
        <figure className="overflow-hidden rounded-card border border-card-border bg-card shadow-card">
          <MemberPhoto member={member} className="aspect-[4/5]" sizes="(min-width: 1024px) 26rem, 90vw" />
          <figcaption className="p-4">
            <MemberName member={member} online={online} />
          </figcaption>
        </figure>
        <div>
          <h1 className="text-heading-page display-style">{t("landers.member.wants_to_chat", { name: member.name })}</h1>
          <p className="mt-2 text-lead text-muted-foreground">{t("landers.member.lead", { name: member.name, context: signup.context })}</p>
          <LanderSignup profileId={member.id} className="mt-6" title={t("landers.signup_title")} lead={t("landers.signup_lead")} />
          <FreeNote />
        </div>
      </div>
      {variant === "landing" && others.length > 0 ? (
        <section className="mt-12">
          <h2 className="text-heading-section">{t("landers.member.more_members")}</h2>
          <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {others.slice(0, 6).map((profile) => (
              <ProfilePhoto key={profile.id} profile={profile} className="aspect-[4/5] rounded-card" />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** /members/{id}/landing2/{slug…}: the member's photo across the screen, the form over it (empty layout). */
export function MemberLanderFull({ member, online }: MemberLanderProps) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  return (
    <div
      data-lander="member-landing2"
      data-member-id={member.id}
      className="relative isolate min-h-dvh overflow-hidden bg-black text-white"
    >
      <MemberPhoto member={member} className="absolute inset-0 -z-10 opacity-80 [&_img]:scale-105 [&_img]:blur-[2px]" sizes="100vw" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/85 via-black/50 to-black/20" />
      <LanderTopBar inverted />
      <div className="mx-auto grid w-full max-w-page items-center gap-10 px-gutter pb-16 pt-8 lg:grid-cols-[1fr_26rem]">
        <div className="flex flex-col gap-6">
          <MemberPhoto
            member={member}
            className="aspect-[4/5] w-40 rounded-card border-4 border-white/90 shadow-raised sm:w-52"
            sizes="13rem"
          />
          <MemberName member={member} online={online} />
          <h1 className="max-w-xl text-4xl leading-tight display-style">{t("landers.member.wants_to_chat", { name: member.name })}</h1>
          <p className="max-w-lg text-lg text-white/85">{t("landers.member.lead", { name: member.name, context: signup.context })}</p>
        </div>
        <div className="text-foreground">
          <LanderSignup profileId={member.id} title={t("landers.signup_title")} lead={t("landers.signup_lead")} />
          <FreeNote className="text-white/75" />
        </div>
      </div>
    </div>
  );
}

/** /members/{id}/landing3/{slug…}: a message window to the member; sending it needs the free account (empty layout). */
export function MemberLanderMessage({ member, online, others }: MemberLanderProps) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  const image = member.images[0];
  return (
    <div
      data-lander="member-landing3"
      data-member-id={member.id}
      className="min-h-dvh bg-gradient-to-br from-primary/15 via-background to-muted"
    >
      <LanderTopBar />
      <div className="mx-auto grid w-full max-w-page items-start gap-10 px-gutter pb-16 pt-6 lg:grid-cols-[1fr_26rem]">
        <section className="overflow-hidden rounded-card border border-card-border bg-card shadow-raised">
          <header className="flex items-center gap-3 border-b border-border p-4">
            {image ? (
              <img src={image.thumb_filename} alt="" width={48} height={48} className="size-12 rounded-avatar object-cover" />
            ) : null}
            <MemberName member={member} online={online} className="[&_p:first-child]:text-lg" />
          </header>
          <div className="grid gap-4 p-4 sm:grid-cols-[12rem_1fr]">
            <MemberPhoto member={member} className="aspect-[4/5] rounded-card" sizes="12rem" />
            <div className="flex flex-col justify-end gap-3">
              <h1 className="text-heading-step display-style">{t("landers.member.reply_title", { name: member.name })}</h1>
              <p className="text-sm text-muted-foreground">{t("landers.member.lead", { name: member.name, context: signup.context })}</p>
              <div
                aria-hidden="true"
                className="flex items-center gap-2 rounded-full border border-border bg-muted px-4 py-3 text-sm text-muted-foreground"
              >
                <span className="flex-1 truncate">{t("landers.member.write_to", { name: member.name })}</span>
                <svg viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
                  <path d="M4 12l16-8-6 16-2-7-8-1z" />
                </svg>
              </div>
            </div>
          </div>
          {others.length > 0 ? (
            <footer className="border-t border-border p-4">
              <p className="text-sm font-medium">{t("landers.member.more_members")}</p>
              <ul className="mt-3 flex gap-3 overflow-hidden">
                {others.slice(0, 5).map((profile) => (
                  <li key={profile.id} data-slot="lander-profile" className="w-20 shrink-0 text-center text-xs">
                    <LanderAvatar profile={profile} size={64} className="mx-auto" />
                    <span className="mt-1 block truncate font-medium">{profile.name}</span>
                    <span className="block truncate text-muted-foreground">{ageCity({ age: profile.age, city: null })}</span>
                  </li>
                ))}
              </ul>
            </footer>
          ) : null}
        </section>
        <div>
          <LanderSignup profileId={member.id} title={t("landers.signup_title")} lead={t("landers.signup_lead")} />
          <FreeNote />
        </div>
      </div>
    </div>
  );
}
