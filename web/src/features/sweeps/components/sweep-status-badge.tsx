import type { TSweepStatus } from '@contracts/sweeps';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';

const TEXT: Record<TSweepStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  stopped_at_budget: 'Stopped at budget',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const VARIANT: Record<TSweepStatus, TBadgeVariant> = {
  queued: 'secondary',
  running: 'success',
  completed: 'default',
  stopped_at_budget: 'warning',
  cancelled: 'secondary',
  failed: 'destructive',
};

export function SweepStatusBadge({ status }: { status: TSweepStatus }) {
  return <Badge variant={VARIANT[status]}>{TEXT[status]}</Badge>;
}
