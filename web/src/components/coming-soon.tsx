import { Construction } from 'lucide-react';

type TComingSoonProps = { title: string; description?: string };

/** The one placeholder for screens that later issues will build. */
export function ComingSoon({ title, description }: TComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Construction className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-600">
        {description ?? 'This page is coming soon. We are building it right now.'}
      </p>
    </section>
  );
}
