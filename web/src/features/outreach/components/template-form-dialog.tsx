import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  FILL_ALL_FIELDS,
  SEQUENCE_POSITION_LABEL,
  SEQUENCE_POSITIONS,
  TEMPLATE_LIMITS,
  TEMPLATE_TONES,
  TEMPLATE_VARIABLES,
  ZTemplateInput,
  type TEmailTemplate,
  type TTemplateTone,
} from '@contracts/outreach';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useCreateTemplate, useUpdateTemplate } from '../api/email-templates';
import type { TPreviewLead } from '../api/preview-leads';
import { Textarea } from '@web/components/ui/form-controls';
import { Select } from '@web/components/ui/select';
import { TemplatePreview } from './template-preview';

export const TEMPLATE_TONE_LABEL: Record<TTemplateTone, string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  casual: 'Casual',
};

type TTemplateFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this template; create a new one when absent. */
  template?: TEmailTemplate | null;
  previewLead: TPreviewLead | null;
};

export function TemplateFormDialog({ open, onOpenChange, template, previewLead }: TTemplateFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl lg:max-w-4xl">
        {open && (
          <TemplateForm
            key={template?.id ?? 'new'}
            template={template ?? null}
            previewLead={previewLead}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({
  template,
  previewLead,
  onDone,
}: {
  template: TEmailTemplate | null;
  previewLead: TPreviewLead | null;
  onDone: () => void;
}) {
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [tone, setTone] = useState<TTemplateTone>(template?.tone ?? 'professional');
  const [position, setPosition] = useState<1 | 2 | 3>((template?.sequencePosition as 1 | 2 | 3) ?? 1);
  const [error, setError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const saving = create.isPending || update.isPending;
  const ids = { body: useId(), tone: useId(), position: useId() };

  function insertVariable(variable: string) {
    const token = `{{${variable}}}`;
    const el = bodyRef.current;
    const start = el?.selectionStart ?? body.length;
    const end = el?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + token + body.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZTemplateInput.safeParse({ name, subject, body, tone, sequencePosition: position });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? FILL_ALL_FIELDS;
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    if (template) {
      update.mutate(
        { id: template.id, patch: parsed.data },
        {
          onSuccess: () => {
            toast.success('Template updated');
            onDone();
          },
          onError: (e) => toast.error('Failed to update template', { description: e.message }),
        },
      );
    } else {
      create.mutate(parsed.data, {
        onSuccess: () => {
          toast.success('Template created');
          onDone();
        },
        onError: (e) => toast.error('Failed to create template', { description: e.message }),
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{template ? 'Edit Template' : 'New Template'}</DialogTitle>
        <DialogDescription>
          Use variables like {'{{business_name}}'}; they are filled in from each lead.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <FormField
            label="Name"
            value={name}
            maxLength={TEMPLATE_LIMITS.name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Intro for dentists"
          />
          <FormField
            label="Subject"
            value={subject}
            maxLength={TEMPLATE_LIMITS.subject}
            onChange={(e) => setSubject(e.target.value)}
            placeholder="Quick idea for {{business_name}}"
          />
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.tone}>Tone</Label>
              <Select id={ids.tone} value={tone} onChange={(e) => setTone(e.target.value as TTemplateTone)}>
                {TEMPLATE_TONES.map((t) => (
                  <option key={t} value={t}>
                    {TEMPLATE_TONE_LABEL[t]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.position}>Sequence position</Label>
              <Select
                id={ids.position}
                value={position}
                onChange={(e) => setPosition(Number(e.target.value) as 1 | 2 | 3)}
              >
                {SEQUENCE_POSITIONS.map((p) => (
                  <option key={p} value={p}>
                    {p} · {SEQUENCE_POSITION_LABEL[p]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.body}>Body</Label>
            <Textarea
              id={ids.body}
              ref={bodyRef}
              rows={11}
              value={body}
              maxLength={TEMPLATE_LIMITS.body}
              onChange={(e) => setBody(e.target.value)}
            />
            <div className="flex flex-wrap items-center gap-1.5" aria-label="Insert a variable">
              <span className="text-xs text-muted">Insert:</span>
              {TEMPLATE_VARIABLES.map((v) => (
                <button
                  key={v}
                  type="button"
                  onClick={() => insertVariable(v)}
                  className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[11px] text-body hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {`{{${v}}}`}
                </button>
              ))}
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <TemplatePreview subject={subject} body={body} lead={previewLead} className="content-start" />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner className="size-4 text-white" />}
          {template ? 'Save Changes' : 'Create Template'}
        </Button>
      </DialogFooter>
    </form>
  );
}
