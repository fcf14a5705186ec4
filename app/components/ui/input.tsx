import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      className={cn(
        "h-10 w-full rounded-md border border-border bg-card px-3 text-card-foreground placeholder:text-muted-foreground",
        "aria-[invalid=true]:border-destructive lavish:h-11 lavish:rounded-none lavish:border-0 lavish:border-b lavish:bg-transparent lavish:px-0",
        className,
      )}
      {...props}
    />
  );
}

/** A label, its control and the control's error, wired for screen readers. */
export function Field({
  label,
  htmlFor,
  error,
  errorId,
  children,
  className,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string | null;
  errorId?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div data-slot="field" className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={htmlFor} className="text-sm font-medium lavish:text-xs lavish:uppercase lavish:tracking-[0.15em] lavish:text-muted-foreground">
        {label}
      </label>
      {children}
      <p id={errorId} data-slot="field-error" role={error ? "alert" : undefined} className="min-h-5 text-sm text-destructive">
        {error ?? ""}
      </p>
    </div>
  );
}
