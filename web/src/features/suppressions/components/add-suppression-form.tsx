import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { useAddSuppression } from '../api/suppressions';

/** One address by hand; the server normalises and validates it. */
export function AddSuppressionForm() {
  const add = useAddSuppression();
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email) return setError('Please enter an email address');
    add.mutate(
      { email },
      {
        onSuccess: ({ added, suppression }) => {
          toast.success(
            added ? `${suppression.email} will not be emailed` : `${suppression.email} is already listed`,
          );
          form.reset();
          setError(null);
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Add an address"
      className="flex flex-wrap items-start gap-3"
    >
      <FormField
        label="Email address"
        name="email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        placeholder="name@example.com"
        className="min-w-64 flex-1"
        error={error}
        onChange={() => error && setError(null)}
      />
      <Button type="submit" className="sm:mt-6" disabled={add.isPending}>
        Add to list
      </Button>
    </form>
  );
}
