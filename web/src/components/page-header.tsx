import type { ReactNode } from 'react';

/** A signed-in screen's title and one line about it. */
export function PageHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <header className="grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{title}</h1>
      <p className="text-muted">{description}</p>
    </header>
  );
}
