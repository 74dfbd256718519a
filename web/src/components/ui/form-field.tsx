import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Input } from './input';
import { Label } from './label';

type TFormFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  /** Quiet help text under the input, replaced by `error` when there is one. */
  hint?: string;
  error?: string | null;
};

/** A labelled input with its hint or error wired up through aria-describedby. */
export function FormField({ label, hint, error, id, className, ...inputProps }: TFormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error || hint;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...inputProps}
      />
      {message && (
        <p
          id={messageId}
          role={error ? 'alert' : undefined}
          className={error ? 'text-sm text-red-600' : 'text-xs text-slate-500'}
        >
          {message}
        </p>
      )}
    </div>
  );
}
