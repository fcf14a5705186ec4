import type * as React from "react";
import { cn } from "./cn.ts";

/**
 * A profile picture shown as a person's face (thumbnails, chat partners). Its
 * shape is the theme axis `data-avatar` (round or square, `ui.roundAvatars`).
 */
export function Avatar({ className, alt = "", ...props }: React.ComponentProps<"img">) {
  return <img data-slot="avatar" alt={alt} className={cn("rounded-avatar bg-muted object-cover", className)} {...props} />;
}
