import {
  CRM_FIELDS,
  CRM_NAMES,
  type TCrmConnection,
  type TCrmDealKind,
  type TCrmField,
} from '@contracts/crm';
import { SelectField } from '@web/components/ui/form-field';
import { toast } from 'sonner';
import { useCrmPipelines, useUpdateCrmSettings } from '../api/crm';

/** Pipedrive makes a lead in its Leads inbox or a deal in a pipeline and stage. */
const PIPEDRIVE_KINDS: { kind: TCrmDealKind; label: string }[] = [
  { kind: 'lead', label: 'Lead (Leads inbox)' },
  { kind: 'deal', label: 'Deal (pipeline/stage)' },
];

/** Field switches and the deal's pipeline and stage (or Pipedrive's lead); every change is saved at once. */
export function CrmSettings({ connection, canManage }: { connection: TCrmConnection; canManage: boolean }) {
  const update = useUpdateCrmSettings(connection.provider);
  const isPipedrive = connection.provider === 'pipedrive';
  const makesDeals = connection.createDeal && !(isPipedrive && connection.dealKind === 'lead');
  const pipelines = useCrmPipelines(connection.provider, canManage && makesDeals);
  const name = CRM_NAMES[connection.provider];
  // HighLevel calls its deals opportunities; Pipedrive makes a lead or a deal.
  const [deal, deals] =
    connection.provider === 'highlevel'
      ? ['an opportunity', 'Opportunities']
      : isPipedrive
        ? ['a lead or deal', 'Leads and deals']
        : ['a deal', 'Deals'];
  const save = (changes: Parameters<typeof update.mutate>[0]) =>
    update.mutate(changes, { onError: (e) => toast.error('Could not save', { description: e.message }) });
  const toggle = (field: TCrmField, on: boolean) =>
    save({ fields: on ? [...connection.fields, field] : connection.fields.filter((f) => f !== field) });
  const pipeline = pipelines.data?.pipelines.find((p) => p.id === connection.pipelineId);

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={!canManage || update.isPending}>
        <legend className="mb-1 text-sm font-medium text-foreground">What a lead brings to {name}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CRM_FIELDS.map(({ key, label }) => (
            <label key={key} className="flex items-center gap-2 text-sm text-body">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={connection.fields.includes(key)}
                onChange={(e) => toggle(key, e.target.checked)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2" disabled={!canManage || update.isPending}>
        <legend className="mb-1 text-sm font-medium text-foreground">{deals}</legend>
        <label className="flex items-center gap-2 text-sm text-body">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={connection.createDeal}
            onChange={(e) => save({ createDeal: e.target.checked })}
          />
          Create {deal} for each pushed lead
        </label>
        {connection.createDeal && isPipedrive && (
          <div
            role="radiogroup"
            aria-label="Pipedrive record"
            className="flex flex-wrap gap-x-5 gap-y-2 pl-6"
          >
            {PIPEDRIVE_KINDS.map(({ kind, label }) => (
              <label key={kind} className="flex items-center gap-2 text-sm text-body">
                <input
                  type="radio"
                  name="pipedrive-deal-kind"
                  className="size-4 accent-primary"
                  checked={connection.dealKind === kind}
                  onChange={() => save({ dealKind: kind })}
                />
                {label}
              </label>
            ))}
          </div>
        )}
        {makesDeals && canManage && (
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Pipeline"
              value={connection.pipelineId ?? ''}
              placeholder={pipelines.isLoading ? 'Loading…' : 'Default pipeline'}
              options={(pipelines.data?.pipelines ?? []).map((p) => ({ value: p.id, label: p.label }))}
              onChange={(e) => save({ pipelineId: e.target.value || null, stageId: null })}
            />
            <SelectField
              label="Stage"
              value={connection.stageId ?? ''}
              placeholder="First stage"
              options={(pipeline?.stages ?? []).map((s) => ({ value: s.id, label: s.label }))}
              onChange={(e) => save({ stageId: e.target.value || null })}
            />
          </div>
        )}
      </fieldset>
    </div>
  );
}
