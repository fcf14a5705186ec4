import type { ReactNode } from "react";

/** Heading, intro and actions of one sign-up step, the same on every step. */
export function StepLayout({
  step,
  title,
  intro,
  children,
  actions,
}: {
  step: number;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section data-slot="signup-step" data-step={step} aria-labelledby={`signup-step-${step}-title`} className="flex flex-col gap-5">
      <header className="flex flex-col gap-1 heading-align">
        <h2 id={`signup-step-${step}-title`} className="text-heading-step">
          {title}
        </h2>
        {intro ? <p className="text-muted-foreground">{intro}</p> : null}
      </header>
      {children}
      {actions ? (
        <div data-slot="signup-actions" className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {actions}
        </div>
      ) : null}
    </section>
  );
}
