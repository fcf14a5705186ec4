import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlVariants } from "./control.ts";

/** docs/product/constants.md#page-chrome: textareas start at 2 rows and 150 px high. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" rows={2} className={cn(controlVariants({ kind: "textarea" }), className)} {...props} />;
}
