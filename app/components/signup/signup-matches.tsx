import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useFetcher } from "react-router";
import { apiFetch } from "#app/api/client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { SuggestedMember } from "#app/profiles/card.ts";
import { useSite } from "#app/root-data.ts";
import { emitSignupEvent, SIGNUP_EVENTS } from "./events.ts";
import { StepLayout } from "./steps/step-layout.tsx";

/**
 * Step 6, the `signup-matches` view: a few suggested members to like, then the
 * completion event. Members come from the /signup-matches route's loader; a like
 * that fails is only logged (docs/product/search.md#likes).
 */
export function SignupMatches({ members: given, onComplete }: { members?: SuggestedMember[]; onComplete: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const fetcher = useFetcher<{ members: SuggestedMember[] }>();
  const [liked, setLiked] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!given && fetcher.state === "idle" && !fetcher.data) void fetcher.load("/signup-matches");
  }, [given, fetcher]);
  const members = given ?? fetcher.data?.members ?? null;

  async function like(member: SuggestedMember) {
    setLiked((current) => new Set(current).add(member.id));
    await apiFetch("/api/likes.php", { method: "POST", body: { profile: member.id } }).catch((error) =>
      console.error("like failed", error),
    );
  }

  function complete() {
    emitSignupEvent(SIGNUP_EVENTS.stepComplete, { step: 6, likes: liked.size });
    onComplete();
  }

  return (
    <StepLayout
      step={6}
      title={t("signup_flow.matches.title")}
      intro={t("signup_flow.matches.text")}
      actions={
        <Button type="button" onClick={complete}>
          {liked.size ? t("signup_flow.matches.continue") : t("signup_flow.matches.skip")}
        </Button>
      }
    >
      {members === null ? (
        <p className="text-muted-foreground">{t("common.loading")}</p>
      ) : members.length === 0 ? (
        <p className="text-muted-foreground">{t("signup_flow.matches.none")}</p>
      ) : (
        <ul data-slot="signup-matches" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {members.map((member) => {
            const isLiked = liked.has(member.id);
            return (
              <li
                key={member.id}
                data-slot="suggested-member"
                className="flex min-w-0 flex-col overflow-hidden rounded-card border border-card-border bg-card shadow-card"
              >
                <div className="relative aspect-[4/5] bg-muted">
                  {member.thumb ? <img src={member.thumb} alt="" loading="lazy" className="size-full object-cover" /> : null}
                  {member.fictional ? (
                    <span
                      className="absolute right-2 top-2 grid size-7 place-items-center rounded-full bg-black/60 text-white"
                      title={t("common.fictional_profile")}
                    >
                      <span aria-hidden>{site.fictional_icon}</span>
                      <span className="sr-only">{t("common.fictional_profile")}</span>
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col gap-2 p-3">
                  <p className="font-medium [overflow-wrap:anywhere]">
                    {member.name}
                    {member.age !== null ? <span className="text-muted-foreground">, {member.age}</span> : null}
                  </p>
                  {member.city ? <p className="-mt-2 truncate text-sm text-muted-foreground">{member.city}</p> : null}
                  <Button
                    type="button"
                    size="sm"
                    variant={isLiked ? "secondary" : "outline"}
                    aria-pressed={isLiked}
                    disabled={isLiked}
                    onClick={() => like(member)}
                    // The label ("Anna liken", uppercase and tracked in lavish) wraps inside the card instead of overflowing it.
                    className={cn(
                      "mt-auto h-auto min-h-8 w-full whitespace-normal py-1.5 text-center leading-tight [overflow-wrap:anywhere]",
                      isLiked && "text-primary",
                    )}
                  >
                    <span aria-hidden>{isLiked ? "♥" : "♡"}</span>
                    {isLiked ? t("signup_flow.matches.liked") : t("signup_flow.matches.like", { name: member.name })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </StepLayout>
  );
}
