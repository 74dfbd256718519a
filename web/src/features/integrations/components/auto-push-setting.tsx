import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CRM_NAMES, type TCrmConnection } from '@contracts/crm';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { useUpdateCrmSettings } from '../api/crm';
import { AutoPushScope } from './auto-push-scope';

/** The connection's auto-push threshold (decision 115): empty is off; then which searches it takes. */
export function AutoPushSetting({
  connection,
  canManage,
}: {
  connection: TCrmConnection;
  canManage: boolean;
}) {
  const update = useUpdateCrmSettings(connection.provider);
  const [value, setValue] = useState(connection.autoPushMinScore?.toString() ?? '');
  const name = CRM_NAMES[connection.provider];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const autoPushMinScore = value.trim() === '' ? null : Number(value);
    update.mutate(
      { autoPushMinScore },
      {
        onSuccess: () =>
          toast.success(
            autoPushMinScore === null ? 'Auto-push is off' : `Auto-push from score ${autoPushMinScore}`,
          ),
        onError: (e) => toast.error('Could not save', { description: e.message }),
      },
    );
  };
  return (
    <div className="grid gap-4">
      <form aria-label={`Auto-push to ${name}`} onSubmit={submit} className="grid justify-items-start gap-3">
        <FormField
          className="w-full max-w-md"
          label="Auto-push leads scoring at least"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          placeholder="Off"
          value={value}
          disabled={!canManage}
          onChange={(e) => setValue(e.target.value)}
          hint={`Every lead at or above this score goes to ${name} once its deeper check has ended, and again when it gains facts. Empty: off.`}
        />
        {canManage && (
          <Button type="submit" variant="outline" disabled={update.isPending}>
            Save
          </Button>
        )}
      </form>
      {connection.autoPushMinScore !== null && (
        <AutoPushScope connection={connection} canManage={canManage} />
      )}
    </div>
  );
}
