import { useState, type ComponentProps, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TMaskedKey } from '@contracts/api-keys';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';

type TSaveKeyFormProps = {
  /** The save (the Google key's or the AI key's mutation). */
  save: UseMutationResult<TMaskedKey, Error, string>;
  /** The form's accessible name, the field's label and the button's words. */
  name: string;
  label: string;
  submit: string;
  field: Pick<ComponentProps<typeof FormField>, 'placeholder' | 'hint' | 'type'>;
  /** The toast once saved, with its line. */
  saved: { title: string; description: string };
  onSaved?: () => void;
  onCancel?: () => void;
};

/** A team key's form: required, trimmed, the server's refusal under the field, a toast once it is saved. */
export function SaveKeyForm({
  save,
  name,
  label,
  submit,
  field,
  saved,
  onSaved,
  onCancel,
}: TSaveKeyFormProps) {
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const apiKey = String(new FormData(event.currentTarget).get('apiKey') ?? '').trim();
    if (!apiKey) {
      setError('API key is required');
      return;
    }
    save.mutate(apiKey, {
      onSuccess: () => {
        toast.success(saved.title, { description: saved.description });
        onSaved?.();
      },
      onError: (e) => setError(e.message),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid max-w-xl gap-3" aria-label={name}>
      <FormField
        label={label}
        name="apiKey"
        autoComplete="off"
        spellCheck={false}
        required
        {...field}
        error={error}
        onChange={() => error && setError(null)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4 text-white" />}
          {submit}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
