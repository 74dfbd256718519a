import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';

/** The look of the kit's Input, for textareas and native selects. */
const CONTROL_CLASSES = cn(
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs',
  'placeholder:text-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/30',
);

type TFieldChrome = { label: ReactNode; hint?: ReactNode; error?: string | null; aside?: ReactNode };

function FieldMessage({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-sm text-red-600">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="text-xs text-slate-500">
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
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(CONTROL_CLASSES, 'min-h-32 resize-y')}
        {...props}
      />
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  );
}

type TOption = { value: string; label: string };

/** A labelled native select (best on phones, no extra JavaScript). */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  ...props
}: ComponentProps<'select'> & TFieldChrome & { options: TOption[]; placeholder?: string }) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={fieldId}>{label}</Label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(CONTROL_CLASSES, 'h-10 appearance-auto')}
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
      </select>
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  );
}
