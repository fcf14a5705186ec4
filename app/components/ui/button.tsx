import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { cn } from "./cn.ts";
import { Slot } from "./slot.tsx";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-2 rounded-button button-text lavish:text-[0.8rem]",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "bg-muted text-foreground hover:bg-border",
        outline: "border border-border bg-transparent hover:bg-muted lavish:border-primary lavish:text-primary",
        ghost: "bg-transparent hover:bg-muted",
        link: "bg-transparent underline-offset-4 hover:underline text-primary px-0",
        // The page colour reads on destructive in both a light and a dark theme (white does not on lavish red).
        danger: "bg-destructive text-background hover:opacity-90",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-control px-4 lavish:px-6",
        lg: "h-12 px-6 text-base lavish:h-13 lavish:px-8",
        icon: "h-10 w-10 p-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** Disables the button and shows `loadingText` (default 'Loading...'). */
    loading?: boolean;
    loadingText?: string;
  };

export function Button({ className, variant, size, asChild, loading = false, loadingText, children, disabled, ...props }: ButtonProps) {
  const { t } = useTranslation();
  const Component = asChild ? Slot : "button";
  return (
    <Component
      data-slot="button"
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || loading}
      {...props}
    >
      {loading ? (
        <>
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />
          {loadingText ?? t("common.loading")}
        </>
      ) : (
        children
      )}
    </Component>
  );
}
