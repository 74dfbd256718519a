import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LoaderCircle, Send } from 'lucide-react';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_LIMITS,
  ZContactRequest,
  type TContactCategory,
} from '@contracts/contact';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useSendContactMessage } from '../api/send-contact-message';
import { SelectField, TextareaField } from '@web/components/ui/form-field';

type TValues = {
  name: string;
  email: string;
  category: TContactCategory | '';
  subject: string;
  message: string;
  website: string;
};
type TField = Exclude<keyof TValues, 'website'>;

const EMPTY: TValues = { name: '', email: '', category: '', subject: '', message: '', website: '' };
const CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((value) => ({
  value,
  label: CONTACT_CATEGORY_LABELS[value],
}));

/** The support form (spec §5): trimmed values, the spec's limits and messages, a visible 2000 counter. */
export function ContactForm() {
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const send = useSendContactMessage();

  const change = (field: keyof TValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'website') setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZContactRequest.safeParse({ ...values, website: values.website || undefined });
    if (!parsed.success) {
      const fieldErrors: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TField;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      toast.error('Validation error', { description: parsed.error.issues[0].message });
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Message sent!', { description: "We'll get back to you within 24 hours." });
        setValues(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
          toast.error('Validation error', { description: error.message });
        } else if (error instanceof ApiError && error.status === 429) {
          toast.error('Error', { description: error.message });
        } else {
          toast.error('Error', { description: 'Failed to send message. Please try again.' });
        }
      },
    });
  }

  const length = values.message.length;
  const isOver = length > CONTACT_LIMITS.message.max;

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Contact support" className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={change('name')}
          error={errors.name}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
      </div>
      <SelectField
        label="Category"
        name="category"
        required
        placeholder="Select a category"
        options={CATEGORY_OPTIONS}
        value={values.category}
        onChange={change('category')}
        error={errors.category}
      />
      <FormField
        label="Subject"
        name="subject"
        required
        value={values.subject}
        onChange={change('subject')}
        error={errors.subject}
      />
      <TextareaField
        label="Message"
        name="message"
        required
        rows={6}
        value={values.message}
        onChange={change('message')}
        error={errors.message}
        hint="At least 20 characters. Tell us what you need and we'll reply by email."
        aside={
          <span
            aria-live="polite"
            className={cn('text-xs tabular-nums', isOver ? 'font-medium text-danger' : 'text-muted')}
          >
            {length}/{CONTACT_LIMITS.message.max}
          </span>
        }
      />
      {/* Honeypot: invisible to people and screen readers; bots that fill it are dropped on the server. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={change('website')}
          />
        </label>
      </div>
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">We reply within 24 hours, usually much sooner.</p>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
