import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useSequences } from '../api/email-sequences';
import { useTemplates } from '../api/email-templates';
import { useExportOutreach } from '../api/export-outreach';
import { Select } from '@web/components/ui/select';

type TApplyTemplateDialogProps = { leadIds: string[]; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Applies a template or a saved sequence to one lead or a bulk selection and downloads the CSV
 * (one row per lead and step: Business, Email, Day, Subject, Body).
 */
export function ApplyTemplateDialog({ leadIds, open, onOpenChange }: TApplyTemplateDialogProps) {
  const templates = useTemplates();
  const sequences = useSequences();
  const exportCsv = useExportOutreach();
  const [choice, setChoice] = useState('');
  const selectId = useId();
  const firstTemplate = templates.data?.[0]?.id;
  const value = choice || (firstTemplate ? `template:${firstTemplate}` : '');

  function download() {
    const [kind, id] = value.split(':');
    if (!id) return;
    const request = kind === 'sequence' ? { leadIds, sequenceId: id } : { leadIds, templateId: id };
    exportCsv.mutate(request, {
      onSuccess: () => {
        toast.success(`Exported emails for ${leadIds.length} ${leadIds.length === 1 ? 'lead' : 'leads'}`);
        onOpenChange(false);
      },
      onError: (e) => toast.error('Export failed', { description: e.message }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Apply Template</DialogTitle>
          <DialogDescription>
            Fill a template or sequence for {leadIds.length} {leadIds.length === 1 ? 'lead' : 'leads'} and
            download a CSV for any mail tool.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>Template or sequence</Label>
          <Select
            id={selectId}
            value={value}
            onChange={(e) => setChoice(e.target.value)}
            disabled={!templates.data}
          >
            {sequences.data && sequences.data.length > 0 && (
              <optgroup label="Saved sequences">
                {sequences.data.map((s) => (
                  <option key={s.id} value={`sequence:${s.id}`}>
                    {s.name} ({s.steps.length} {s.steps.length === 1 ? 'step' : 'steps'})
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label="Templates">
              {templates.data?.map((t) => (
                <option key={t.id} value={`template:${t.id}`}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          </Select>
          {templates.isError && (
            <p className="text-sm text-danger">Failed to load templates: {templates.error.message}</p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={download} disabled={!value || leadIds.length === 0 || exportCsv.isPending}>
            {exportCsv.isPending ? (
              <Spinner className="size-4 text-white" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Download CSV
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
