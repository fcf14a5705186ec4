import type { ComponentProps } from "react";
import { cn } from "#app/components/ui/cn.ts";

// Same look as the shared Input, for the controls the content forms need beyond it.
const controlClass = cn(
  "control-box w-full border-border text-card-foreground placeholder:text-muted-foreground",
  "aria-[invalid=true]:border-destructive",
);

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select data-slot="select" className={cn(controlClass, "[&>option]:bg-card", className)} {...props} />;
}

/** Spec section 9: textareas start at 2 rows and 150 px high. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" rows={2} className={cn(controlClass, "min-h-[150px] py-2 leading-relaxed", className)} {...props} />;
}
