import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

type TStatCardProps = {
  title: string;
  icon: LucideIcon;
  /** Undefined while loading. */
  value: ReactNode | undefined;
  subtitle: string;
};

export function StatCard({ title, icon: Icon, value, subtitle }: TStatCardProps) {
  return (
    <Card className="flex flex-col gap-2 p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted">{title}</h2>
        <Icon className="size-4 text-faint" aria-hidden="true" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-20" />
      ) : (
        <div className="text-2xl font-bold">{value}</div>
      )}
      <p className="text-xs text-muted">{subtitle}</p>
    </Card>
  );
}

/**
 * Reads a StatCard value from a query: `valueOf(pick)` is the picked figure, a dash when loading failed, and
 * undefined (a skeleton) while loading.
 */
export function statValues<T extends object>(query: { data: T | undefined; isError: boolean }) {
  return (pick: (data: T) => ReactNode): ReactNode | undefined =>
    query.data ? pick(query.data) : query.isError ? '—' : undefined;
}
