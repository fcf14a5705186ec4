import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { appClasses } from "./cn-app-classes.ts";
import { cn } from "./cn.ts";

const family = (name: string): string => name.split(":").pop()!.replace(/^[!-]/, "").split(/[-[]/)[0]!;

describe("cn", () => {
  it("lets a later utility override an earlier one of the same kind, under the same variants only", () => {
    expect(cn("px-4 py-2", "px-0")).toBe("py-2 px-0");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("bg-border", false, "bg-primary")).toBe("bg-primary");
    expect(cn("text-sm text-muted-foreground", "text-lg")).toBe("text-muted-foreground text-lg");
    expect(cn("hover:bg-muted", "bg-card")).toBe("hover:bg-muted bg-card");
    expect(cn("h-10 w-10", "size-8")).toBe("size-8");
    expect(cn("border border-border", "border-2 border-primary")).toBe("border-2 border-primary");
    expect(cn("label-text font-medium", "label-text")).toBe("font-medium label-text");
  });

  // Decision 041: our resolver replaces tailwind-merge in the browser; on the classes the app writes, both agree.
  it("agrees with tailwind-merge on every pair of the app's classes of one family", () => {
    const classes = appClasses();
    expect(classes.length).toBeGreaterThan(300);
    const byFamily = new Map<string, string[]>();
    for (const name of classes) byFamily.set(family(name), [...(byFamily.get(family(name)) ?? []), name]);
    const differences: string[] = [];
    for (const names of byFamily.values())
      for (const a of names)
        for (const b of names) {
          // tailwind-merge 3 takes `bg-gradient-to-*` (Tailwind 3's name, still a background image in Tailwind 4) for a
          // colour and drops a background colour beside it; we keep both, as CSS applies both.
          if (a === b || [a, b].some((name) => name.includes("bg-gradient-to-"))) continue;
          const ours = cn(a, b);
          const theirs = twMerge(a, b);
          if (ours !== theirs) differences.push(`${a} + ${b}: ours "${ours}", tailwind-merge "${theirs}"`);
        }
    expect(differences).toEqual([]);
  });
});
