import type { ComponentProps } from "react";
import { cn } from "#app/components/ui/cn.ts";

// Same look as the shared Input, for the controls the content forms need beyond it.
const controlClass = cn(
  "w-full rounded-md border border-border bg-card px-3 text-card-foreground placeholder:text-muted-foreground",
  "aria-[invalid=true]:border-destructive lavish:rounded-none lavish:border-0 lavish:border-b lavish:bg-transparent lavish:px-0",
);

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select data-slot="select" className={cn(controlClass, "h-10 lavish:h-11 lavish:[&>option]:bg-card", className)} {...props} />;
}

/** Spec section 9: textareas start at 2 rows and 150 px high. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" rows={2} className={cn(controlClass, "min-h-[150px] py-2 leading-relaxed", className)} {...props} />;
}
