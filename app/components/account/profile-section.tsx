import type { ReactNode } from "react";
import { cn } from "#app/components/ui/cn.ts";

/** One titled block of the own-profile page. */
export function ProfileSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-slot="profile-section"
      className={cn("rounded-card border border-card-border bg-card p-card shadow-card", className)}
    >
      <h2 id={`${id}-title`} className="text-heading-section">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
