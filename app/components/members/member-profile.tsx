import { useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useStartChat } from "#app/chat/use-start-chat.ts";
import { Link } from "#app/framework/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { nameInitial, needsLanguageBadge } from "#app/profiles/card.ts";
import type { MemberDetail } from "#app/profiles/member-detail.ts";
import { useFeature, useSignupMode, useSite } from "#app/root-data.ts";
import { imperialHeight, measurementSystemOf } from "#app/profiles/measurements.ts";
import { FictionalBadge } from "./fictional-badge.tsx";
import { LikeButton } from "./like-button.tsx";
import { languageName, regionName as countryName } from "#app/i18n/display-names.ts";

export type MemberDetailData = MemberDetail;

/** A field's value as a member reads it: translated choices, names of countries, age in years. */
function useFieldValue() {
  const { t, i18n } = useTranslation();
  const imperial = measurementSystemOf(useSite()) === "imperial";
  return (field: string, value: string) => {
    // Stored in centimetres, shown in feet and inches on a site of a country that measures so.
    if (field === "height" && imperial) return imperialHeight(value) ?? value;
    if (field === "age") return t("common.age_years", { age: value });
    if (field === "country") return countryName(value, i18n.language);
    if (field === "height") return t("member.height_cm", { value: value.replace("-", "–") });
    if (field === "city" || field === "countryregion") return value;
    return t(`member.values.${field}.${value}`, { defaultValue: value.replaceAll("_", " ") });
  };
}

/**
 * The member profile (docs/product/screens-and-access.md#routes): photo gallery, details per the site's
 * visible fields and notes, like, start conversation (theme switch). Visitors get
 * the limited view with a call to sign up.
 */
export function MemberProfile({ member, own }: { member: MemberDetailData; own: boolean }) {
  const { t, i18n } = useTranslation();
  const signup = useSignupMode();
  const site = useSite();
  const startConversation = useFeature("memberDetails.startConversationButton");
  const startChat = useStartChat();
  const fieldValue = useFieldValue();
  const [current, setCurrent] = useState(0);
  const image = member.images[current] ?? member.images[0];
  const language = member.language && needsLanguageBadge(member, i18n.language) ? member.language : null;

  return (
    <article
      data-slot="member-profile"
      data-profile-id={member.id}
      className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-section"
    >
      <div data-slot="gallery" className="flex flex-col gap-3">
        <div className="relative aspect-[4/5] overflow-hidden rounded-card bg-muted">
          {image ? (
            <img
              src={image.filename}
              alt={t("profile_card.photo_of", { name: member.name })}
              width={image.width ?? 400}
              height={image.height ?? 500}
              fetchPriority="high"
              className="size-full object-cover"
            />
          ) : (
            <div aria-hidden className="grid size-full place-items-center font-heading text-7xl text-muted-foreground">
              {nameInitial(member.name)}
            </div>
          )}
          {member.fictional ? <FictionalBadge icon={site.fictional_icon} className="right-3 top-3 size-8" /> : null}
        </div>
        {member.images.length > 1 ? (
          <ul className="flex gap-2" aria-label={t("member.photos")}>
            {member.images.map((photo, index) => (
              <li key={photo.id}>
                <button
                  type="button"
                  onClick={() => setCurrent(index)}
                  aria-pressed={index === current}
                  aria-label={t("member.show_photo", { number: index + 1, count: member.images.length })}
                  className={cn(
                    "block size-16 overflow-hidden rounded-control border-2",
                    index === current ? "border-primary" : "border-transparent opacity-80 hover:opacity-100",
                  )}
                >
                  <img src={photo.thumb_filename} alt="" loading="lazy" width={64} height={80} className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="flex flex-col gap-5">
        <header className="heading-align md:text-start">
          <h1 className="text-heading-hero">
            {member.name}
            {member.age !== null ? <span className="font-normal text-muted-foreground">, {member.age}</span> : null}
          </h1>
          <p className="mt-1 text-muted-foreground">
            {[member.city, member.country ? countryName(member.country, i18n.language) : null].filter(Boolean).join(", ")}
          </p>
          {language ? (
            <p data-slot="language-badge" className="mt-2 inline-block rounded-sm bg-muted px-2 py-0.5 text-sm">
              {t("profile_card.speaks", { language: languageName(language, i18n.language) })}
            </p>
          ) : null}
        </header>

        {member.limited ? (
          <section data-slot="signup-cta" className="rounded-card border border-primary/40 bg-primary-soft p-6 lavish:bg-transparent">
            <h2 className="text-xl">{t("member.cta_title", { name: member.name })}</h2>
            <p className="mt-2 text-muted-foreground">{t("member.cta_text", { name: member.name, context: signup.context })}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/signup">{t("member.cta_signup", { context: signup.context })}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/login?redirectTo=${encodeURIComponent(`/members/${member.id}`)}`}>{t("member.cta_login")}</Link>
              </Button>
            </div>
          </section>
        ) : own ? (
          <p className="rounded-md bg-muted p-3 text-sm">
            {t("member.own_profile")}{" "}
            <Link to="/profile" className="text-primary underline">
              {t("member.edit_profile")}
            </Link>
          </p>
        ) : (
          <div className="flex flex-wrap gap-3 justify-heading md:justify-start">
            <LikeButton profileId={member.id} name={member.name} liked={member.did_like_profile} size="lg" />
            {startConversation ? (
              <Button asChild size="lg">
                <Link to={`/members/${member.id}/chat`} onClick={startChat(member.id)} data-slot="start-conversation">
                  {t("member.start_conversation")}
                </Link>
              </Button>
            ) : null}
          </div>
        )}

        {member.fields.length ? (
          <section>
            <h2 className="mb-2 text-heading-section">{t("member.details")}</h2>
            <dl
              data-slot="member-fields"
              className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-card-border bg-card p-4"
            >
              {member.fields.map(({ field, value }) => (
                <div key={field} className="contents">
                  <dt className="text-muted-foreground">{t(`member.fields.${field}`)}</dt>
                  <dd data-field={field}>{fieldValue(field, value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}

        {member.notes.map(({ field, text }) => (
          <section key={field} data-note={field}>
            <h2 className="mb-2 text-heading-section">{t(`member.notes.${field}`, { name: member.name })}</h2>
            <p className="whitespace-pre-line leading-relaxed">{text}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
