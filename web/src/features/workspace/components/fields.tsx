import { useEffect, useId, useState } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';

/** The filter panel's quiet field labels. */
export const FILTER_LABEL = 'text-xs text-muted';

type TNumberFieldProps = {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  placeholder?: string;
  className?: string;
  /** A quiet line under the box (how many leads have no value here). */
  hint?: string;
};

/**
 * A number input that keeps what is typed ("4." on the way to "4.5") and reports only valid values; an empty
 * box clears the filter. Follows the value when it changes from outside (a preset, Clear).
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  integer,
  placeholder,
  className,
  hint,
}: TNumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (parse(text) !== value) setText(value === undefined ? '' : String(value));
  }
  function parse(raw: string): number | undefined | null {
    if (raw.trim() === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) return null;
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) return null;
    return n;
  }
  const parsed = parse(text);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step ?? (integer ? 1 : 'any')}
        placeholder={placeholder ?? 'Any'}
        value={text}
        aria-invalid={parsed === null ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const next = parse(e.target.value);
          if (next !== null) onChange(next);
        }}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Keeps a value in localStorage (a user preference such as the BOM option). */
export function useStoredFlag(key: string, initial: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored === null ? initial : stored === 'true';
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(key, String(value));
    } catch {
      // private mode: the preference lasts for this page only
    }
  }, [key, value]);
  return [value, setValue];
}
