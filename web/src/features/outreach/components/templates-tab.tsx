import { useState } from 'react';
import { CopyPlus, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { SEQUENCE_POSITION_LABEL, type TEmailTemplate } from '@contracts/outreach';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useDeleteTemplate, useDuplicateTemplate, useTemplates } from '../api/email-templates';
import type { TPreviewLead } from '../api/preview-leads';
import { PreviewLeadPicker } from './preview-lead-picker';
import { SequenceBuilder } from './sequence-builder';
import { TEMPLATE_TONE_LABEL, TemplateFormDialog } from './template-form-dialog';
import { TemplatePreview } from './template-preview';

/** Settings → Email Templates (spec §2): templates with a live preview on a real lead, and the sequence builder. */
export function TemplatesTab() {
  const templates = useTemplates();
  const duplicate = useDuplicateTemplate();
  const [previewLead, setPreviewLead] = useState<TPreviewLead | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<TEmailTemplate | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TEmailTemplate | null>(null);

  const list = templates.data ?? [];
  const selected = list.find((t) => t.id === selectedId) ?? list[0] ?? null;

  function openForm(template: TEmailTemplate | null) {
    setEditing(template);
    setFormOpen(true);
  }

  function duplicateTemplate(template: TEmailTemplate) {
    duplicate.mutate(template.id, {
      onSuccess: (copy) => {
        toast.success('Template duplicated', { description: copy.name });
        setSelectedId(copy.id);
      },
      onError: (e) => toast.error('Failed to duplicate template', { description: e.message }),
    });
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle>Email Templates</CardTitle>
            <CardDescription>
              Reusable emails with variables. Duplicate a system template to make your own version.
            </CardDescription>
          </div>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" /> New Template
          </Button>
        </CardHeader>
        <CardContent className="grid gap-5">
          <PreviewLeadPicker lead={previewLead} onLeadChange={setPreviewLead} />
          {templates.isPending ? (
            <div className="grid gap-2">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16 w-full" />
              ))}
            </div>
          ) : templates.isError ? (
            <LoadErrorAlert
              message={`Failed to load templates: ${templates.error.message}`}
              onRetry={() => templates.refetch()}
            />
          ) : (
            <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <ul className="grid content-start gap-2" aria-label="Templates">
                {list.map((t) => (
                  <li
                    key={t.id}
                    className={cn(
                      'grid gap-2 rounded-md border px-3 py-2.5 transition-colors',
                      selected?.id === t.id ? 'border-primary/50 bg-primary/5' : 'border-line',
                    )}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <button
                        type="button"
                        className="grid min-w-0 flex-1 gap-0.5 text-left"
                        onClick={() => setSelectedId(t.id)}
                        aria-label={`Preview ${t.name}`}
                      >
                        <span className="truncate text-sm font-medium text-foreground">{t.name}</span>
                        <span className="truncate text-xs text-muted">{t.subject}</span>
                      </button>
                      <div className="flex shrink-0 gap-0.5">
                        <Button
                          variant="ghost"
                          size="sm"
                          className="px-2"
                          aria-label={`Preview ${t.name}`}
                          onClick={() => setSelectedId(t.id)}
                        >
                          <Eye aria-hidden="true" />
                        </Button>
                        {!t.isSystemTemplate && (
                          <Button
                            variant="ghost"
                            size="sm"
                            className="px-2"
                            aria-label={`Edit ${t.name}`}
                            onClick={() => openForm(t)}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="sm"
                          className="px-2"
                          aria-label={`Duplicate ${t.name}`}
                          disabled={duplicate.isPending}
                          onClick={() => duplicateTemplate(t)}
                        >
                          <CopyPlus aria-hidden="true" />
                        </Button>
                        {!t.isSystemTemplate && (
                          <Button
                            variant="ghost"
                            size="sm"
                            className="px-2 text-danger hover:text-danger"
                            aria-label={`Delete ${t.name}`}
                            onClick={() => setDeleting(t)}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        )}
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-1">
                      {t.isSystemTemplate && <Badge variant="secondary">System</Badge>}
                      <Badge>{TEMPLATE_TONE_LABEL[t.tone]}</Badge>
                      <Badge variant="secondary">
                        {t.sequencePosition} ·{' '}
                        {SEQUENCE_POSITION_LABEL[t.sequencePosition as 1 | 2 | 3] ?? 'Step'}
                      </Badge>
                    </div>
                  </li>
                ))}
              </ul>
              {selected && (
                <TemplatePreview
                  subject={selected.subject}
                  body={selected.body}
                  lead={previewLead}
                  className="content-start self-start lg:sticky lg:top-4"
                />
              )}
            </div>
          )}
        </CardContent>
      </Card>

      {templates.data && <SequenceBuilder templates={templates.data} />}

      <TemplateFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        template={editing}
        previewLead={previewLead}
      />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function DeleteTemplateDialog({
  template,
  onClose,
}: {
  template: TEmailTemplate | null;
  onClose: () => void;
}) {
  const remove = useDeleteTemplate();
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{template?.name}”?</DialogTitle>
          <DialogDescription>
            This template will be removed. Saved sequences that use it will need another template for that
            step.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              template &&
              remove.mutate(template.id, {
                onSuccess: () => {
                  toast.success('Template deleted');
                  onClose();
                },
                onError: (e) => toast.error('Failed to delete template', { description: e.message }),
              })
            }
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
