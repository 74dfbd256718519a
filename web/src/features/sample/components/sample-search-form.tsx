import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoaderCircle, Sparkles } from 'lucide-react';
import {
  MONTHLY_LEAD_NEEDS,
  SAMPLE_RATE_LIMITED,
  USE_CASE_LABELS,
  USE_CASES,
  ZSampleSearchRequest,
  type TSampleSearchRequest,
} from '@contracts/sample';
import { FormField } from '@web/components/ui/form-field';
import { SelectField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { useIsHydrated } from '@web/lib/prerendered';
import { useInputBeforeHydration } from '@web/lib/use-input-before-hydration';
import { useRunSampleSearch } from '../api/run-sample-search';
import { saveSampleResults } from '../lib/sample-results-storage';

type TValues = Record<
  'email' | 'firstName' | 'phone' | 'companyName' | 'niche' | 'location' | 'monthlyLeadNeed' | 'useCase',
  string
>;
type TField = keyof TValues;

const EMPTY: TValues = {
  email: '',
  firstName: '',
  phone: '',
  companyName: '',
  niche: '',
  location: '',
  monthlyLeadNeed: '',
  useCase: '',
};
const NEED_OPTIONS = MONTHLY_LEAD_NEEDS.map((value) => ({ value, label: `${value} leads` }));
const USE_CASE_OPTIONS = USE_CASES.map((value) => ({ value, label: USE_CASE_LABELS[value] }));

const SUBMIT_CLASSES =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md bg-primary px-4 py-3 text-center ' +
  'text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-hover focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-60';

const REQUEST_FAILED = 'Failed to process your request. Please try again.';

/** The free sample form: submit, then the results page or the spec's error (§8). */
export function SampleSearchForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const search = useRunSampleSearch();
  const formRef = useRef<HTMLFormElement>(null);
  const isHydrated = useIsHydrated();
  useInputBeforeHydration(formRef, values, (typed) => setValues((v) => ({ ...v, ...typed })));

  const change = (field: TField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function showError(error: Error) {
    if (error instanceof ApiError && error.code === SAMPLE_RATE_LIMITED) {
      toast('Ready for More Leads?', {
        description: "You've already tried the free sample. Sign up to get unlimited searches!",
        duration: 8000,
        action: { label: 'Sign Up Now', onClick: () => void navigate('/auth') },
      });
      return;
    }
    const isServerMessage = error instanceof ApiError && error.code !== 'HTTP_ERROR';
    toast.error('Error', { description: isServerMessage ? error.message : REQUEST_FAILED });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form: TSampleSearchRequest = {
      ...values,
      monthlyLeadNeed: (values.monthlyLeadNeed || undefined) as TSampleSearchRequest['monthlyLeadNeed'],
      useCase: (values.useCase || undefined) as TSampleSearchRequest['useCase'],
    };
    const parsed = ZSampleSearchRequest.safeParse(form);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as TField] ??= issue.message;
      setErrors(fieldErrors);
      toast.error('Validation error', { description: parsed.error.issues[0].message });
      return;
    }
    search.mutate(form, {
      onSuccess: (result) => {
        saveSampleResults({
          searchId: result.searchId,
          niche: parsed.data.niche,
          location: parsed.data.location,
          emailed: result.emailed,
          businesses: result.businesses,
        });
        void navigate(`/sample-results?id=${encodeURIComponent(result.searchId)}`);
      },
      onError: showError,
    });
  }

  const isBusy = search.isPending;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Free sample search"
      aria-busy={isBusy}
      className="grid gap-5"
    >
      <fieldset disabled={isBusy} className="grid gap-5">
        <legend className="sr-only">What should we search?</legend>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            label="Business type (niche)"
            name="niche"
            required
            placeholder="e.g. dentists, plumbers, cafés"
            value={values.niche}
            onChange={change('niche')}
            error={errors.niche}
          />
          <FormField
            label="Location"
            name="location"
            required
            placeholder="e.g. Austin, TX"
            autoComplete="address-level2"
            value={values.location}
            onChange={change('location')}
            error={errors.location}
          />
        </div>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            label="First name"
            name="firstName"
            required
            autoComplete="given-name"
            value={values.firstName}
            onChange={change('firstName')}
            error={errors.firstName}
          />
          <FormField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            hint="We email your leads as a spreadsheet."
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
        </div>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            label={
              <>
                Phone <span className="font-normal text-subtle">(optional)</span>
              </>
            }
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={change('phone')}
            error={errors.phone}
          />
          <FormField
            label={
              <>
                Company <span className="font-normal text-subtle">(optional)</span>
              </>
            }
            name="companyName"
            autoComplete="organization"
            value={values.companyName}
            onChange={change('companyName')}
            error={errors.companyName}
          />
        </div>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <SelectField
            label="Leads you need per month"
            name="monthlyLeadNeed"
            placeholder="Choose one"
            options={NEED_OPTIONS}
            value={values.monthlyLeadNeed}
            onChange={change('monthlyLeadNeed')}
            error={errors.monthlyLeadNeed}
          />
          <SelectField
            label="What are the leads for?"
            name="useCase"
            placeholder="Choose one"
            options={USE_CASE_OPTIONS}
            value={values.useCase}
            onChange={change('useCase')}
            error={errors.useCase}
          />
        </div>
      </fieldset>
      {/* The kit's button never wraps; this long label must on a 360 px phone, so it gets its own classes. It stays
          disabled until the pre-rendered page has hydrated: before that, the browser would submit the form itself. */}
      <button type="submit" disabled={isBusy || !isHydrated} className={SUBMIT_CLASSES}>
        {isBusy ? (
          <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles className="size-5 shrink-0" aria-hidden="true" />
        )}
        {isBusy ? 'Finding Your Leads...' : 'Get My FREE Sample Leads (Up to 25)'}
      </button>
      <p className="text-center text-xs text-subtle" aria-live="polite">
        {isBusy
          ? 'Searching Google Maps for your niche — this usually takes under a minute.'
          : 'One free sample per person. No credit card. We never share your email.'}
      </p>
    </form>
  );
}
