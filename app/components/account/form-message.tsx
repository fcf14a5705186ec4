import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "#app/components/ui/cn.ts";
import { splitMessageKey } from "#app/forms/signup.ts";

/** Translates a Conform error (a message key) with the numbers some messages need. */
export function useErrorText() {
  const { t } = useTranslation();
  return (errors: string[] | undefined, values?: Record<string, unknown>) => {
    if (!errors?.[0]) return null;
    const message = splitMessageKey(errors[0]);
    return t(message.key, { ...message.values, ...values });
  };
}

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
