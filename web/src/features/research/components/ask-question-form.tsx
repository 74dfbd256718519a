import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { TResearchAnswerType, TResearchEstimate, TResearchQuestion } from '@contracts/research';
import { Button } from '@web/components/ui/button';
import { FormField, SelectField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import {
  useCreateResearchColumn,
  useEstimateResearchRun,
  useResearchQuestions,
  type TResearchScope,
} from '../api/research';
import { ANSWER_TYPE_LABELS } from '../lib/research-format';

const ANSWER_TYPE_OPTIONS = Object.entries(ANSWER_TYPE_LABELS).map(([value, label]) => ({ value, label }));

type TAskQuestionFormProps = {
  scope: TResearchScope;
  /** The column is made and its run estimated: the panel shows the estimate with Run. */
  onCreated: (columnId: string, estimate: TResearchEstimate) => void;
  onClose: () => void;
};

type TFieldError = { field: 'question' | 'choices'; message: string };

/** Reads the form into a new question, or says what is missing. */
function readQuestion(
  question: string,
  answerType: TResearchAnswerType,
  choicesText: string,
): { question: TResearchQuestion } | { error: TFieldError } {
  const text = question.trim();
  if (text.length < 3) return { error: { field: 'question', message: 'Please enter a question' } };
  if (answerType !== 'choice') return { question: { question: text, answerType } };
  const choices = choicesText
    .split(',')
    .map((choice) => choice.trim())
    .filter(Boolean);
  if (choices.length < 2) {
    return { error: { field: 'choices', message: 'Give at least two choices, separated by commas' } };
  }
  return { question: { question: text, answerType, choices } };
}

/** Ask a question of every lead: a new one in plain words with its answer type, or a saved one. */
export function AskQuestionForm({ scope, onCreated, onClose }: TAskQuestionFormProps) {
  const saved = useResearchQuestions();
  const create = useCreateResearchColumn();
  const estimate = useEstimateResearchRun();
  const [savedId, setSavedId] = useState('');
  const [question, setQuestion] = useState('');
  const [answerType, setAnswerType] = useState<TResearchAnswerType>('yes_no');
  const [choices, setChoices] = useState('');
  const [error, setError] = useState<TFieldError | null>(null);
  const isBusy = create.isPending || estimate.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let body;
    if (savedId) {
      body = { ...scope, questionId: savedId };
    } else {
      const read = readQuestion(question, answerType, choices);
      if ('error' in read) return setError(read.error);
      body = { ...scope, question: read.question };
    }
    setError(null);
    try {
      const column = await create.mutateAsync(body);
      const cost = await estimate
        .mutateAsync({ columnId: column.id, rerun: false })
        .catch((failure: Error) => {
          toast.error('Could not estimate the cost', { description: failure.message });
          return undefined;
        });
      if (cost) onCreated(column.id, cost);
      onClose();
    } catch (failure) {
      toast.error('Could not add the question', { description: (failure as Error).message });
    }
  };

  const savedOptions = (saved.data?.questions ?? []).map((q) => ({ value: q.id, label: q.question }));
  return (
    <form
      aria-label="Ask a question"
      className="grid gap-4 rounded-lg border border-line bg-canvas p-4"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {savedOptions.length > 0 && (
        <SelectField
          label="Saved question"
          placeholder="A new question"
          options={savedOptions}
          value={savedId}
          onChange={(event) => setSavedId(event.target.value)}
        />
      )}
      {!savedId && (
        <>
          <FormField
            label="Question"
            hint="In plain words; each business's own website answers it, with a quote."
            placeholder="Do they offer emergency call-outs?"
            value={question}
            maxLength={300}
            onChange={(event) => setQuestion(event.target.value)}
            error={error?.field === 'question' ? error.message : null}
          />
          <SelectField
            label="Answer type"
            options={ANSWER_TYPE_OPTIONS}
            value={answerType}
            onChange={(event) => setAnswerType(event.target.value as TResearchAnswerType)}
          />
          {answerType === 'choice' && (
            <FormField
              label="Choices"
              hint="Separated by commas, e.g. Calendly, Acuity, Square"
              value={choices}
              onChange={(event) => setChoices(event.target.value)}
              error={error?.field === 'choices' ? error.message : null}
            />
          )}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isBusy}>
          {isBusy && <Spinner className="size-4 text-white" />}
          Add question
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
