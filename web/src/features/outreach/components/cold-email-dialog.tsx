import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Check, Copy, RefreshCw, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { COLD_EMAIL_TONES, type TColdEmailResponse, type TColdEmailTone } from '@contracts/outreach';
import type { TLead } from '@contracts/search';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { generateColdEmail } from '../api/generate-cold-email';
import { useCopyToClipboard } from '@web/lib/use-copy-to-clipboard';
import { Textarea } from '@web/components/ui/form-controls';
import { Select } from '@web/components/ui/select';

const TONE_LABEL: Record<TColdEmailTone, string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  direct: 'Direct',
};
const PRIORITY_BADGE: Record<'high' | 'medium' | 'low', TBadgeVariant> = {
  high: 'destructive',
  medium: 'warning',
  low: 'secondary',
};
const GENERIC_FAILURE = 'Failed to generate email. Please try again.';

type TColdEmailLead = Pick<TLead, 'id' | 'businessName'>;
type TColdEmailDialogProps = {
  lead: TColdEmailLead | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The cold email generator (spec §2, §4): writes on open, regenerates when the tone changes, and forgets
 * everything when closed (its body unmounts with the dialog).
 */
export function ColdEmailDialog({ lead, open, onOpenChange }: TColdEmailDialogProps) {
  return (
    <Dialog open={open && lead !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {lead && <ColdEmailBody key={lead.id} lead={lead} />}
      </DialogContent>
    </Dialog>
  );
}

type TState = { status: 'idle' | 'loading' | 'error' | 'collision' | 'done'; error: string | null };

function ColdEmailBody({ lead }: { lead: TColdEmailLead }) {
  const [tone, setTone] = useState<TColdEmailTone>('professional');
  const [state, setState] = useState<TState>({ status: 'idle', error: null });
  const [result, setResult] = useState<TColdEmailResponse | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const requestId = useRef(0);
  /** Set once the user chose to go on past a colleague's recent contact (decision 112). */
  const confirmed = useRef(false);
  const started = useRef(false);
  const mounted = useRef(false);
  const emailCopy = useCopyToClipboard();
  const subjectCopy = useCopyToClipboard();
  const toneId = useId();
  const bodyId = useId();
  const subjectId = useId();

  const generate = useCallback(
    async (nextTone: TColdEmailTone) => {
      const id = ++requestId.current;
      setState({ status: 'loading', error: null });
      try {
        const email = await generateColdEmail(lead.id, nextTone, confirmed.current);
        if (id !== requestId.current || !mounted.current) return;
        setResult(email);
        setSubject(email.subject);
        setBody(email.email);
        setState({ status: 'done', error: null });
        toast.success('Email generated!');
      } catch (error) {
        if (id !== requestId.current || !mounted.current) return;
        if (error instanceof ApiError && error.code === 'CONTACTED_BY_COLLEAGUE') {
          setState({ status: 'collision', error: error.message });
          return;
        }
        const message = error instanceof ApiError && error.message ? error.message : GENERIC_FAILURE;
        setState({ status: 'error', error: message });
        toast.error('Generation failed', { description: message });
      }
    },
    [lead.id],
  );

  // A result that arrives after closing is dropped.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Generate once when opened (the ref keeps StrictMode's second effect run from asking twice).
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      void generate('professional');
    }
  }, [generate]);

  const loading = state.status === 'loading';
  function changeTone(next: TColdEmailTone) {
    setTone(next);
    emailCopy.reset();
    void generate(next);
  }

  return (
    <>
      <DialogHeader>
        {/* A long business name wraps the title; the icon keeps its size and stays by the first line. */}
        <DialogTitle className="flex items-start gap-2">
          <Sparkles className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
          Cold Email for {lead.businessName}
        </DialogTitle>
        <DialogDescription>
          Written only from what we found about this business. Review it before you send.
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={toneId}>Tone</Label>
          <Select
            id={toneId}
            className="w-44"
            value={tone}
            disabled={loading}
            onChange={(e) => changeTone(e.target.value as TColdEmailTone)}
          >
            {COLD_EMAIL_TONES.map((t) => (
              <option key={t} value={t}>
                {TONE_LABEL[t]}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="outline" onClick={() => void generate(tone)} disabled={loading}>
          <RefreshCw aria-hidden="true" />
          Regenerate
        </Button>
        {result && (
          <Badge variant={result.engine === 'ai' ? 'default' : 'secondary'} className="mb-2 ml-auto">
            {result.engine === 'ai' ? 'AI draft, fact-checked' : 'Fact-only draft'}
          </Badge>
        )}
      </div>

      {result && result.gaps.length > 0 && (
        <section aria-labelledby={`${bodyId}-gaps`} className="grid gap-2">
          <h3 id={`${bodyId}-gaps`} className="text-sm font-medium text-emphasis">
            Gaps found
          </h3>
          <ul className="flex flex-wrap gap-1.5">
            {result.gaps.map((gap) => (
              <li key={gap.key}>
                <Badge variant="warning">{gap.label}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}

      {loading && !result ? (
        <div
          role="status"
          className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-line text-sm text-muted"
        >
          <Spinner className="size-6" />
          Writing your email…
        </div>
      ) : state.status === 'collision' ? (
        <div
          role="alert"
          className="grid min-h-40 place-items-center gap-3 rounded-lg border border-warning-border bg-warning-soft p-6 text-center text-sm text-warning"
        >
          <p>{state.error}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              confirmed.current = true;
              void generate(tone);
            }}
          >
            Continue anyway
          </Button>
        </div>
      ) : state.status === 'error' && !result ? (
        <div
          role="alert"
          className="grid min-h-40 place-items-center gap-3 rounded-lg border border-danger-border bg-danger-soft p-6 text-center text-sm text-danger"
        >
          <p>{state.error}</p>
          <Button variant="outline" size="sm" onClick={() => void generate(tone)}>
            Try again
          </Button>
        </div>
      ) : result ? (
        <div className="relative grid gap-3" aria-busy={loading}>
          {loading && (
            <div
              role="status"
              className="absolute inset-0 z-10 flex items-center justify-center gap-2 rounded-lg bg-white/70 text-sm text-body"
            >
              <Spinner /> Rewriting in a {TONE_LABEL[tone].toLowerCase()} tone…
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={subjectId}>Subject</Label>
            <div className="flex gap-2">
              <Input id={subjectId} value={subject} onChange={(e) => setSubject(e.target.value)} />
              <Button
                variant="outline"
                size="icon"
                aria-label={subjectCopy.copied ? 'Subject copied' : 'Copy subject'}
                onClick={() => void subjectCopy.copy(subject)}
              >
                {subjectCopy.copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              </Button>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={bodyId}>Email</Label>
            <Textarea id={bodyId} rows={13} value={body} onChange={(e) => setBody(e.target.value)} />
          </div>
          {result.notice && <p className="text-xs text-muted">{result.notice}</p>}
          {state.status === 'error' && <p className="text-sm text-danger">{state.error}</p>}
        </div>
      ) : null}

      {result && result.recommendedServices.length > 0 && (
        <section aria-labelledby={`${bodyId}-services`} className="grid gap-2">
          <h3 id={`${bodyId}-services`} className="text-sm font-medium text-emphasis">
            Recommended services
          </h3>
          <ul className="grid gap-1.5">
            {result.recommendedServices.map((s) => (
              <li
                key={s.service}
                className="flex items-start justify-between gap-3 rounded-md border border-line px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-medium text-foreground">{s.service}</span>
                  <span className="block text-xs text-muted">{s.reason}</span>
                </span>
                <Badge variant={PRIORITY_BADGE[s.priority]} className="capitalize">
                  {s.priority}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}

      <DialogFooter>
        <Button onClick={() => void emailCopy.copy(body)} disabled={!result || loading}>
          {emailCopy.copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {emailCopy.copied ? 'Copied!' : 'Copy Email'}
        </Button>
      </DialogFooter>
    </>
  );
}
