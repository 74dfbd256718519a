import type { ReactNode } from 'react';
import { usePageMeta } from '@web/lib/use-page-meta';

/** A link in the running text of a public page. */
export const DOC_LINK_CLASSES =
  'rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-primary';

/** One titled part of a public page; `id` is its anchor (`/docs/webhooks#events`). */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold text-foreground">
        {title}
      </h2>
      <div className="flex flex-col gap-3 leading-relaxed [&_li]:ml-5 [&_ol>li]:list-decimal [&_ul>li]:list-disc [&_ol]:flex [&_ol]:flex-col [&_ol]:gap-2 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2">
        {children}
      </div>
    </section>
  );
}

/** A block of code or configuration with its caption; long lines wrap so the page never scrolls sideways. */
export function DocSnippet({ label, text }: { label: string; text: string }) {
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm font-medium text-muted">{label}</figcaption>
      <pre className="rounded-lg bg-inverse px-4 py-3 font-mono text-sm break-all whitespace-pre-wrap text-on-inverse">
        <code>{text}</code>
      </pre>
    </figure>
  );
}

/**
 * The frame of the public reading pages (`/bot`, `/docs/api`, `/docs/webhooks`, `/docs/integrations`): the
 * document title and description, a header with the audience, the page's name and its lead, then the sections.
 */
export function DocPage({
  meta,
  eyebrow,
  title,
  lead,
  children,
}: {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  usePageMeta(meta.title, meta.description);
  return (
    <div className="flex-1 bg-white">
      <header className="border-b border-line bg-canvas">
        <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-12 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 className="text-4xl font-bold tracking-tight text-foreground">{title}</h1>
          <p className="text-lg text-muted">{lead}</p>
        </div>
      </header>
      <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 text-body sm:px-6">
        {children}
      </article>
    </div>
  );
}
