import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Textarea } from './form-controls';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';

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
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  );
}

type TFieldChrome = { label: ReactNode; hint?: ReactNode; error?: string | null; aside?: ReactNode };

function FieldMessage({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-sm text-danger">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="text-xs text-muted">
      {hint}
    </p>
  ) : null;
}

/** A labelled textarea; `aside` sits right of the label (a character counter, say). */
export function TextareaField({
  label,
  hint,
  error,
  aside,
  id,
  className,
  ...props
}: ComponentProps<'textarea'> & TFieldChrome) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId}>{label}</Label>
        {aside}
      </div>
      <Textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className="min-h-32 resize-y"
        {...props}
      />
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  );
}

type TOption = { value: string; label: string };

/** A labelled select (the kit's one `Select`), its hint or error wired up like the other fields. */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  labelClassName,
  id,
  className,
  ...props
}: ComponentProps<'select'> &
  TFieldChrome & { options: readonly TOption[]; placeholder?: string; labelClassName?: string }) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={fieldId} className={labelClassName}>
        {label}
      </Label>
      <Select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      >
        {placeholder !== undefined && (
          <option value="" disabled={props.required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  );
}
