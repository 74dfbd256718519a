import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

type TSectionHeadingProps = {
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  /** id of the h2, for aria-labelledby on the section. */
  id: string;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
};

/** The eyebrow, h2 and lead paragraph every landing section opens with. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
  align = 'center',
  tone = 'light',
}: TSectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div
      className={cn(
        'flex max-w-3xl flex-col gap-3',
        align === 'center' ? 'mx-auto items-center text-center' : 'items-start',
      )}
    >
      <p
        className={cn(
          'text-sm font-semibold tracking-wide uppercase',
          dark ? 'text-on-inverse-accent' : 'text-primary',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          dark ? 'text-white' : 'text-foreground',
        )}
      >
        {title}
      </h2>
      {description && (
        <p className={cn('text-lg text-pretty', dark ? 'text-on-inverse-muted' : 'text-muted')}>
          {description}
        </p>
      )}
    </div>
  );
}
