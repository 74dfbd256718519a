import { toast } from 'sonner';
import { CRM_NAMES, type TCrmAutoPushScope, type TCrmConnection } from '@contracts/crm';
import { useUpdateCrmSettings } from '../api/crm';
import { AutoPushSearches } from './auto-push-searches';

const SCOPES: { value: TCrmAutoPushScope; label: string }[] = [
  { value: 'all', label: 'Every search of the team' },
  { value: 'chosen', label: 'Only the searches switched on from their page in History' },
];

/** Which searches the connection's auto-push takes (decision 115 addendum); saved at once. */
export function AutoPushScope({ connection, canManage }: { connection: TCrmConnection; canManage: boolean }) {
  const update = useUpdateCrmSettings(connection.provider);
  const choose = (autoPushScope: TCrmAutoPushScope) =>
    update.mutate(
      { autoPushScope },
      {
        onSuccess: () =>
          toast.success(
            autoPushScope === 'all' ? 'Every search auto-pushes' : 'Only the chosen searches auto-push',
          ),
        onError: (e) => toast.error('Could not save', { description: e.message }),
      },
    );
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2" disabled={!canManage || update.isPending}>
        <legend className="mb-1 text-sm font-medium text-foreground">
          Searches that auto-push to {CRM_NAMES[connection.provider]}
        </legend>
        {SCOPES.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-2 text-sm text-body">
            <input
              type="radio"
              name={`auto-push-scope-${connection.provider}`}
              className="size-4 accent-primary"
              checked={connection.autoPushScope === value}
              onChange={() => choose(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {connection.autoPushScope === 'chosen' && (
        <AutoPushSearches provider={connection.provider} canManage={canManage} />
      )}
    </div>
  );
}
