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

/** A native select styled like the text inputs. */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="select"
      className={cn(
        "control-box w-full border-border text-card-foreground [&>option]:bg-card",
        "aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

/** A textarea: at least 2 rows and 150 px high (spec section 9). */
export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={2}
      className={cn(
        "min-h-[150px] w-full rounded-control border border-border bg-control p-3 text-card-foreground",
        "aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
