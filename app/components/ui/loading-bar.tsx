import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/translation.tsx";

/** Loading-bar timings of docs/product/constants.md#page-chrome. */
export const LOADING_BAR = { throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 } as const;

type Phase = "idle" | "running" | "finishing" | "hiding";

/**
 * A thin bar at the top while a navigation runs. It appears only when the
 * navigation outlasts the throttle, creeps towards 90 % over `duration`,
 * fills on completion, fades after `hideDelay` and resets after `resetDelay`.
 */
export function LoadingBarView({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>("idle");
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const clear = () => {
      timers.current.forEach(clearTimeout);
      timers.current = [];
    };
    clear();
    if (busy) {
      timers.current.push(setTimeout(() => setPhase("running"), LOADING_BAR.throttle));
    } else {
      setPhase((current) => {
        if (current === "idle") return "idle";
        timers.current.push(setTimeout(() => setPhase("hiding"), LOADING_BAR.hideDelay));
        timers.current.push(setTimeout(() => setPhase("idle"), LOADING_BAR.hideDelay + LOADING_BAR.resetDelay));
        return "finishing";
      });
    }
    return clear;
  }, [busy]);

  const width = phase === "idle" ? "0%" : phase === "running" ? "90%" : "100%";
  const transition =
    phase === "running"
      ? `width ${LOADING_BAR.duration}ms cubic-bezier(0.1, 0.7, 0.3, 1)`
      : phase === "finishing"
        ? "width 200ms ease-out"
        : phase === "hiding"
          ? `opacity ${LOADING_BAR.resetDelay}ms ease-out`
          : "none";

  return (
    <div
      data-slot="loading-bar"
      data-phase={phase}
      role="progressbar"
      aria-hidden={phase === "idle"}
      // A progress bar needs a name (WCAG 4.1.2): the page's word for "loading".
      aria-label={t("common.loading")}
      aria-valuetext={phase === "idle" ? undefined : t("common.loading")}
      className="pointer-events-none fixed inset-x-0 top-0 z-[110]"
      style={{ height: LOADING_BAR.height }}
    >
      <div
        className="h-full bg-primary shadow-[0_0_8px_var(--t-color-primary)]"
        style={{ width, transition, opacity: phase === "hiding" || phase === "idle" ? 0 : 1 }}
      />
    </div>
  );
}

export function LoadingBar() {
  const navigation = useNavigation();
  return <LoadingBarView busy={navigation.state !== "idle"} />;
}
