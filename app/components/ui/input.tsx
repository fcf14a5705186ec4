import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      className={cn(
        "control-box w-full border-border text-card-foreground placeholder:text-muted-foreground",
        "aria-[invalid=true]:border-destructive",
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
      <label htmlFor={htmlFor} className="label-text font-medium">
        {label}
      </label>
      {children}
      <p id={errorId} data-slot="field-error" role={error ? "alert" : undefined} className="min-h-5 text-sm text-destructive">
        {error ?? ""}
      </p>
    </div>
  );
}
