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
      className={cn("rounded-lg border border-border bg-card p-6 shadow-card lavish:rounded-none lavish:p-8", className)}
    >
      <h2 id={`${id}-title`} className="text-xl lavish:text-2xl">
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
        "h-10 w-full rounded-md border border-border bg-card px-3 text-card-foreground",
        "aria-[invalid=true]:border-destructive lavish:h-11 lavish:rounded-none lavish:border-0 lavish:border-b lavish:bg-transparent lavish:px-0",
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
        "min-h-[150px] w-full rounded-md border border-border bg-card p-3 text-card-foreground",
        "aria-[invalid=true]:border-destructive lavish:rounded-none lavish:bg-transparent",
        className,
      )}
      {...props}
    />
  );
}
