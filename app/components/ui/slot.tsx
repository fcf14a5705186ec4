import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type SlotProps = Record<string, unknown> & { children?: ReactNode; ref?: Ref<HTMLElement> };

/**
 * Renders its one child element with the slot's props merged in (`asChild`), as Radix's Slot does for
 * `Button`, without pulling Radix into every page's first load (decision 041). Merging follows Radix:
 * the child's props win, both event handlers run (the child's first), classes and styles combine, refs compose.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  const childProps = child.props as Record<string, unknown> & { ref?: Ref<HTMLElement> };
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    } else if (key === "style" && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === "className" && childValue) {
      merged.className = [slotValue, childValue].filter(Boolean).join(" ");
    }
  }
  const refs = [ref, childProps.ref].filter(Boolean) as Ref<HTMLElement>[];
  if (refs.length) merged.ref = refs.length === 1 ? refs[0] : composeRefs(refs);
  return cloneElement(child as ReactElement<Record<string, unknown>>, merged);
}

function composeRefs(refs: Ref<HTMLElement>[]) {
  return (node: HTMLElement | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}
