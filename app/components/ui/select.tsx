import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlVariants } from "./control.ts";

export type SelectOption = { value: string; label: string; disabled?: boolean };

/**
 * A native select styled like the text inputs. `options` renders the option list;
 * `placeholder` adds a first, empty option (disabled when a choice is required).
 */
export function Select({
  className,
  options,
  placeholder,
  placeholderDisabled = false,
  children,
  defaultValue,
  ...props
}: ComponentProps<"select"> & { options?: readonly SelectOption[]; placeholder?: string; placeholderDisabled?: boolean }) {
  // With nothing chosen yet the placeholder shows, even when disabled (the browser would pick the first enabled option).
  const initial = props.value === undefined && defaultValue === undefined && placeholder !== undefined ? "" : defaultValue;
  return (
    <select data-slot="select" className={cn(controlVariants({ kind: "select" }), className)} defaultValue={initial} {...props}>
      {placeholder !== undefined ? (
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
      ) : null}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
