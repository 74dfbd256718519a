import { useId } from 'react';
import { Check } from 'lucide-react';
import { LIST_COLORS, LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from '@contracts/lists';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { Textarea } from '@web/components/ui/form-controls';

export type TListFormValues = { name: string; description: string; color: string };

/** Name, optional description and one of the eight list colours. */
export function ListFormFields({
  values,
  onChange,
}: {
  values: TListFormValues;
  onChange: (values: TListFormValues) => void;
}) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>Name</Label>
        <Input
          id={nameId}
          value={values.name}
          maxLength={LIST_NAME_MAX}
          placeholder="e.g. Austin dentists, Q3"
          autoFocus
          onChange={(e) => onChange({ ...values, name: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={descriptionId}>
          Description <span className="font-normal text-muted">(optional)</span>
        </Label>
        <Textarea
          id={descriptionId}
          className="min-h-20"
          value={values.description}
          maxLength={LIST_DESCRIPTION_MAX}
          rows={2}
          onChange={(e) => onChange({ ...values, description: e.target.value })}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-emphasis">Colour</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Colour">
          {LIST_COLORS.map((color) => {
            const isSelected = values.color === color.value;
            return (
              <button
                key={color.value}
                type="button"
                role="radio"
                aria-checked={isSelected}
                aria-label={color.name}
                title={color.name}
                onClick={() => onChange({ ...values, color: color.value })}
                className={cn(
                  'flex size-8 items-center justify-center rounded-full ring-offset-2 transition-shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  isSelected ? 'ring-2 ring-foreground' : 'hover:ring-2 hover:ring-line-strong',
                )}
                style={{ backgroundColor: color.value }}
              >
                {isSelected && <Check className="size-4 text-white" strokeWidth={3} aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
