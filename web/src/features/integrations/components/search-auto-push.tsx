import { Link } from 'react-router';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { CRM_NAMES, type TSearchAutoPush } from '@contracts/crm';
import { useTeamCan } from '@web/lib/active-team';
import { useSearchAutoPushes, useSetSearchAutoPush } from '../api/crm';

const SETTINGS = '/dashboard/settings?tab=integrations';

/**
 * A saved search's auto-push switches (decision 115 addendum): one per connected CRM with an auto-push score.
 * Owners and admins switch a CRM whose scope is "chosen searches"; everyone else sees the state.
 */
export function SearchAutoPush({ searchId }: { searchId: string }) {
  const rules = useSearchAutoPushes(searchId);
  const canManage = useTeamCan({ settings: ['manage'] });
  if (!rules.data?.rules.length) return null;
  return (
    <section
      aria-label="Auto-push to CRM"
      className="grid gap-3 rounded-lg border border-line bg-white px-4 py-3 text-sm"
    >
      {rules.data.rules.map((rule) => (
        <AutoPushSwitch key={rule.provider} searchId={searchId} rule={rule} canManage={canManage} />
      ))}
    </section>
  );
}

function AutoPushSwitch({
  searchId,
  rule,
  canManage,
}: {
  searchId: string;
  rule: TSearchAutoPush;
  canManage: boolean;
}) {
  const change = useSetSearchAutoPush();
  const name = CRM_NAMES[rule.provider];
  const everySearch = rule.scope === 'all';
  const hintId = `auto-push-${rule.provider}-hint`;
  const toggle = (on: boolean) =>
    change.mutate(
      { searchId, provider: rule.provider, on },
      {
        onSuccess: (r) =>
          toast.success(
            !r.on
              ? `This search no longer auto-pushes to ${name}`
              : r.pushed > 0
                ? `Auto-push on: pushing ${r.pushed} ${r.pushed === 1 ? 'lead' : 'leads'} to ${name} now`
                : `Auto-push to ${name} is on for this search`,
          ),
        onError: (e) => toast.error('Could not change auto-push', { description: e.message }),
      },
    );
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-3 font-medium text-foreground">
        <input
          type="checkbox"
          role="switch"
          className="size-4 accent-primary"
          checked={rule.on}
          disabled={!canManage || everySearch || change.isPending}
          aria-describedby={hintId}
          onChange={(e) => toggle(e.target.checked)}
        />
        <Send className="size-4 text-muted" aria-hidden="true" />
        Auto-push to {name} (score ≥ {rule.minScore})
      </label>
      <p id={hintId} className="pl-7 text-xs text-muted">
        {everySearch ? (
          <>
            Every search of the team auto-pushes to {name}.{' '}
            {canManage && (
              <Link className="font-medium text-primary underline" to={SETTINGS}>
                Choose searches in Settings → Integrations
              </Link>
            )}
          </>
        ) : rule.on ? (
          `Leads scoring ${rule.minScore} or more go to ${name} once their deeper check has ended, and again when they gain facts.`
        ) : (
          `Off. Switching it on pushes this search's checked leads scoring ${rule.minScore} or more now, and the rest as their checks end.`
        )}
        {!canManage && ' Only owners and admins can change this.'}
      </p>
    </div>
  );
}
