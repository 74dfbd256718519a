import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** The offer's card: primary border with the brand gradient along its top (settings offer, search gate). */
export function OfferCardFrame({ children }: { children: ReactNode }) {
  return (
    <Card className="overflow-hidden border-primary/30">
      <div
        className="h-1.5 bg-gradient-to-r from-primary via-accent-soft to-accent-light"
        aria-hidden="true"
      />
      {children}
    </Card>
  );
}

/** What a subscription includes, one green tick per line. */
export function PerkList({ perks, className }: { perks: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2 text-sm text-body', className)}>
      {perks.map((perk) => (
        <li key={perk} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          {perk}
        </li>
      ))}
    </ul>
  );
}
