import type { ReactNode } from "react";
import { cn } from "#app/components/ui/cn.ts";

/** A message box above or below a form: errors, confirmations, notices. */
export function FormMessage({
  tone = "danger",
  id,
  children,
  className,
}: {
  tone?: "danger" | "success" | "info";
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "danger" ? "alert" : "status"}
      data-slot="form-message"
      data-tone={tone}
      className={cn(
        "rounded-control p-3 text-sm",
        tone === "danger" && "bg-destructive/10 text-destructive",
        tone === "success" && "bg-success/10 text-foreground",
        tone === "info" && "bg-muted text-foreground",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The card a short account form sits in. */
export function AccountCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-slot="account-card"
      className={cn("flex flex-col gap-2 rounded-card border border-card-border bg-card p-card shadow-card", className)}
    >
      {children}
    </div>
  );
}
