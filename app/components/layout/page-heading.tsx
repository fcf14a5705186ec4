import type { ReactNode } from "react";

export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header data-slot="page-heading" className="mb-6 lavish:mb-10 lavish:text-center">
      <h1 className="text-2xl sm:text-3xl lavish:text-4xl lavish:sm:text-5xl">{title}</h1>
      {children ? <div className="mt-2 text-muted-foreground">{children}</div> : null}
    </header>
  );
}
