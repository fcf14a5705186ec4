import { z } from "zod";
import "./forms/zod-browser.ts";

/** A toast: auto-hides after `autoHide` ms (default 5000), or stays until closed when `autoHide` is false. */
export const ToastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(["info", "success", "warning", "danger"]).default("info"),
  title: z.string().optional(),
  description: z.string(),
  autoHide: z.union([z.number().int().positive(), z.literal(false)]).default(5000),
});

export type Toast = z.output<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

export const TOAST_AUTO_HIDE_MS = 5000;
