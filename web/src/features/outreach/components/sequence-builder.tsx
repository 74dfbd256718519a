import { useId, useState } from 'react';
import { Check, Copy, Plus, Save, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import {
  MAX_DAY_OFFSET,
  MAX_SEQUENCE_STEPS,
  nextDayOffset,
  SEQUENCE_POSITION_LABEL,
  ZSequenceInput,
  type TEmailSequence,
  type TEmailTemplate,
} from '@contracts/outreach';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDeleteSequence, useSaveSequence, useSequences } from '../api/email-sequences';
import { useCopyToClipboard } from '@web/lib/use-copy-to-clipboard';
import { Select } from '@web/components/ui/select';

/**
 * `dayOffset` is '' while the field is cleared for typing; it counts as day 0. `newThread`: a campaign sends the
 * step with its own subject instead of as a reply to the step before.
 */
type TDraftStep = { key: number; templateId: string; dayOffset: number | ''; newThread?: boolean };

/** The plain-text form of a sequence that goes to the clipboard: every step with its day, subject and body. */
function sequenceAsText(
  name: string,
  steps: { templateId: string; dayOffset: number }[],
  templates: TEmailTemplate[],
): string {
  const byId = new Map(templates.map((t) => [t.id, t]));
  const parts = steps.map((step, i) => {
    const template = byId.get(step.templateId);
    if (!template) return `Step ${i + 1} (Day ${step.dayOffset}): template no longer exists`;
    return `Step ${i + 1} (Day ${step.dayOffset}): ${template.name}\nSubject: ${template.subject}\n\n${template.body}`;
  });
  return `${name.trim() || 'Email sequence'}\n\n${parts.join('\n\n---\n\n')}\n`;
}

/** A sensible template for step n: the first one at that sequence position (final for step 3 and later). */
function defaultTemplateFor(stepIndex: number, templates: TEmailTemplate[]): string {
  const position = Math.min(stepIndex + 1, 3);
  return (templates.find((t) => t.sequencePosition === position) ?? templates[0])?.id ?? '';
}

export function SequenceBuilder({ templates }: { templates: TEmailTemplate[] }) {
  const [name, setName] = useState('');
  const [steps, setSteps] = useState<TDraftStep[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const sequences = useSequences();
  const save = useSaveSequence();
  const remove = useDeleteSequence();
  const clipboard = useCopyToClipboard();
  const listId = useId();

  const draftSteps =
    steps.length > 0 ? steps : [{ key: 0, templateId: defaultTemplateFor(0, templates), dayOffset: 0 }];

  function update(key: number, change: Partial<TDraftStep>) {
    setSteps(draftSteps.map((s) => (s.key === key ? { ...s, ...change } : s)));
  }
  function addStep() {
    setSteps([
      ...draftSteps,
      {
        key: nextKey,
        templateId: defaultTemplateFor(draftSteps.length, templates),
        dayOffset: nextDayOffset(draftSteps.map((s) => ({ dayOffset: Number(s.dayOffset) }))),
      },
    ]);
    setNextKey(nextKey + 1);
  }
  function removeStep(key: number) {
    setSteps(draftSteps.filter((s) => s.key !== key));
  }
  function load(sequence: TEmailSequence) {
    setName(sequence.name);
    setSteps(sequence.steps.map((s, i) => ({ key: nextKey + i, ...s })));
    setNextKey(nextKey + sequence.steps.length);
  }

  const payload = {
    name,
    steps: draftSteps.map(({ templateId, dayOffset, newThread }, i) => ({
      templateId,
      dayOffset: Number(dayOffset),
      ...(i > 0 && newThread ? { newThread: true } : {}),
    })),
  };
  function saveSequence() {
    const parsed = ZSequenceInput.safeParse(payload);
    if (!parsed.success) {
      toast.error('Failed to save sequence', { description: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Sequence saved'),
      onError: (e) => toast.error('Failed to save sequence', { description: e.message }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email Sequence</CardTitle>
        <CardDescription>
          Chain templates with a day offset for each step. Copy the sequence to your mail tool, or save it to
          apply to leads later.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField
          label="Sequence name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Three-touch intro"
          maxLength={100}
        />
        <ol className="grid gap-3" aria-label="Sequence steps">
          {draftSteps.map((step, i) => (
            <li
              key={step.key}
              className="grid items-end gap-3 rounded-md border border-line p-3 sm:grid-cols-[auto_minmax(0,1fr)_8rem_auto]"
            >
              <span className="pb-2 text-sm font-medium text-body">Step {i + 1}</span>
              <div className="grid gap-1.5">
                <Label htmlFor={`${listId}-t-${step.key}`}>Template</Label>
                <Select
                  id={`${listId}-t-${step.key}`}
                  value={step.templateId}
                  onChange={(e) => update(step.key, { templateId: e.target.value })}
                >
                  {!templates.some((t) => t.id === step.templateId) && (
                    <option value={step.templateId}>Choose a template</option>
                  )}
                  {templates.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} (
                      {SEQUENCE_POSITION_LABEL[t.sequencePosition as 1 | 2 | 3] ?? t.sequencePosition})
                    </option>
                  ))}
                </Select>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${listId}-d-${step.key}`}>Day</Label>
                <Input
                  id={`${listId}-d-${step.key}`}
                  type="number"
                  min={0}
                  max={MAX_DAY_OFFSET}
                  step={1}
                  value={step.dayOffset}
                  onChange={(e) =>
                    update(step.key, {
                      dayOffset:
                        e.target.value === '' ? '' : Math.max(0, Math.trunc(Number(e.target.value) || 0)),
                    })
                  }
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove step ${i + 1}`}
                disabled={draftSteps.length === 1}
                onClick={() => removeStep(step.key)}
              >
                <X aria-hidden="true" />
              </Button>
              {i > 0 && (
                <label className="flex cursor-pointer items-center gap-2 text-sm text-body sm:col-span-4">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={step.newThread ?? false}
                    onChange={(e) => update(step.key, { newThread: e.currentTarget.checked })}
                  />
                  Step {i + 1}: start a new email thread (own subject) instead of replying to step {i}
                </label>
              )}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={addStep} disabled={draftSteps.length >= MAX_SEQUENCE_STEPS}>
            <Plus aria-hidden="true" /> Add Step
          </Button>
          <Button
            variant="outline"
            onClick={() => void clipboard.copy(sequenceAsText(name, payload.steps, templates))}
          >
            {clipboard.copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {clipboard.copied ? 'Copied!' : 'Copy Sequence'}
          </Button>
          <Button onClick={saveSequence} disabled={save.isPending}>
            <Save aria-hidden="true" /> Save Sequence
          </Button>
        </div>

        <section aria-labelledby={`${listId}-saved`} className="grid gap-2">
          <h3 id={`${listId}-saved`} className="text-sm font-medium text-emphasis">
            Saved sequences
          </h3>
          {sequences.isError && (
            <p className="text-sm text-danger">Failed to load sequences: {sequences.error.message}</p>
          )}
          {sequences.data?.length === 0 && <p className="text-sm text-muted">No saved sequences yet.</p>}
          <ul className="grid gap-2">
            {sequences.data?.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-medium text-foreground">{s.name}</span>
                  <span className="ml-2 text-xs text-muted">
                    {s.steps.map((step) => `Day ${step.dayOffset}`).join(' · ')}
                  </span>
                </span>
                <span className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => load(s)}>
                    Load
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete sequence ${s.name}`}
                    onClick={() =>
                      remove.mutate(s.id, {
                        onSuccess: () => toast.success('Sequence deleted'),
                        onError: (e) => toast.error('Failed to delete sequence', { description: e.message }),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
