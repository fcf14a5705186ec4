import type { ReactNode } from "react";

export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header data-slot="page-heading" className="mb-6 heading-align lavish:mb-10">
      <h1 className="text-heading-page">{title}</h1>
      {children ? <div className="mt-2 text-muted-foreground">{children}</div> : null}
    </header>
  );
}
