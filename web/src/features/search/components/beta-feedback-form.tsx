import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import type { TBetaFeedbackRequest } from '@contracts/beta';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/form-controls';
import { Select } from '@web/components/ui/select';
import { Label } from '@web/components/ui/label';
import { apiRequest } from '@web/lib/api-client';
import { SUBSCRIPTION_TAB } from '../lib/search-errors';

const REDIRECT_AFTER_MS = 2_000;
const QUESTIONS = [
  ['likes', 'What did you like?'],
  ['dislikes', 'What did you not like?'],
  ['suggestions', 'What should we build next?'],
] as const;

/** The beta feedback form: rating 1–10 and three open questions; after sending, on to the plans. */
export function BetaFeedbackForm() {
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<Required<TBetaFeedbackRequest>>({
    rating: 8,
    likes: '',
    dislikes: '',
    suggestions: '',
  });
  const send = useMutation({
    mutationFn: () =>
      apiRequest('/api/beta-feedback', z.object({ ok: z.boolean() }), { method: 'POST', body: feedback }),
    onSuccess: () => {
      toast.success('Thanks for your feedback!', { description: 'Taking you to the plans…' });
      setTimeout(() => navigate(SUBSCRIPTION_TAB), REDIRECT_AFTER_MS);
    },
    onError: (error) => toast.error('Failed to submit feedback', { description: error.message }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-label="Beta feedback">
      <div className="grid gap-1.5">
        <Label htmlFor="beta-rating">How likely are you to recommend LeadScout? (1–10)</Label>
        <Select
          id="beta-rating"
          value={feedback.rating}
          onChange={(e) => setFeedback({ ...feedback, rating: Number(e.target.value) })}
        >
          {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </div>
      {QUESTIONS.map(([key, label]) => (
        <div key={key} className="grid gap-1.5">
          <Label htmlFor={`beta-${key}`}>{label}</Label>
          <Textarea
            id={`beta-${key}`}
            maxLength={2000}
            value={feedback[key]}
            onChange={(e) => setFeedback({ ...feedback, [key]: e.target.value })}
          />
        </div>
      ))}
      <Button type="submit" disabled={send.isPending || send.isSuccess}>
        {send.isPending ? 'Sending…' : 'Send feedback'}
      </Button>
    </form>
  );
}
