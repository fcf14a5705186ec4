import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlVariants } from "./control.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlVariants({ kind: "input" }), className)} {...props} />;
}
