import { cva } from "class-variance-authority";

/**
 * The look every form control shares (input, select, textarea), so one change
 * of the control style reaches all of them. `kind` sets what differs by element.
 */
export const controlVariants = cva(
  [
    "control-box w-full border-border text-card-foreground placeholder:text-muted-foreground",
    "aria-[invalid=true]:border-destructive disabled:opacity-60",
  ],
  {
    variants: {
      kind: {
        input: "",
        select: "[&>option]:bg-card",
        // docs/product/constants.md#page-chrome: textareas start at 2 rows and 150 px high.
        textarea: "min-h-[150px] py-2 leading-relaxed",
      },
    },
    defaultVariants: { kind: "input" },
  },
);
