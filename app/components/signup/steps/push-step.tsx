import { useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { apiFetch } from "#app/api/client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { subscribeToPush, type PushState } from "../push-state.ts";
import { StepLayout } from "./step-layout.tsx";

/**
 * Step 1: the push offer. Moves on after the enable attempt (whatever its result)
 * or the no-thanks button; a subscription made here is stored on the account.
 */
export function PushStep({
  pushPub,
  onPushState,
  onDone,
}: {
  pushPub: string;
  onPushState: (state: PushState) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function enable() {
    setBusy(true);
    const { state, subscription } = await subscribeToPush(pushPub);
    onPushState(state);
    if (subscription) {
      await apiFetch("/api/user.php", { method: "POST", query: { push: 1 }, body: { subscription } }).catch((error) =>
        console.error("storing the push subscription failed", error),
      );
    }
    onDone();
  }
  return (
    <StepLayout
      step={1}
      title={t("signup_flow.push.title")}
      intro={t("signup_flow.push.text")}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={onDone} disabled={busy}>
            {t("signup_flow.push.no_thanks")}
          </Button>
          <Button type="button" onClick={enable} loading={busy}>
            {t("signup_flow.push.enable")}
          </Button>
        </>
      }
    >
      <div aria-hidden className="mx-auto grid size-20 place-items-center rounded-full bg-primary-soft text-4xl lavish:bg-accent">
        🔔
      </div>
    </StepLayout>
  );
}
