import { CAMPAIGN_STATUS_TEXT, type TCampaignStatus } from '@contracts/campaigns';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';

const VARIANT: Record<TCampaignStatus, TBadgeVariant> = {
  running: 'success',
  paused: 'warning',
  stopped: 'secondary',
  finished: 'default',
};

export function CampaignStatusBadge({ status }: { status: TCampaignStatus }) {
  return <Badge variant={VARIANT[status]}>{CAMPAIGN_STATUS_TEXT[status]}</Badge>;
}
