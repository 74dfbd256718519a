import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
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
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium text-slate-600">{title}</CardTitle>
        <Icon className="size-4 text-slate-400" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {value === undefined ? <Skeleton className="h-8 w-20" /> : <div className="text-2xl font-bold">{value}</div>}
        <p className="mt-1 text-xs text-slate-500">{subtitle}</p>
      </CardContent>
    </Card>
  );
}
