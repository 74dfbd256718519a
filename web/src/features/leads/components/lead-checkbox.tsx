import { Checkbox } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import type { TLead } from '@contracts/search';
import { cn } from '@web/lib/cn';
import type { TLeadSelection } from './leads-table-types';

type TLeadCheckboxProps = {
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  label: string;
  className?: string;
};

/**
 * A compact radix checkbox for row and select-all selection: a 16 px box drawn inside a 24 × 24 px target
 * (WCAG 2.5.8), so the hit area grows by padding, not by a bigger box.
 */
export function LeadCheckbox({ checked, onCheckedChange, label, className }: TLeadCheckboxProps) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      aria-label={label}
      className={cn(
        'group/checkbox -m-1 flex size-6 shrink-0 items-center justify-center rounded-md',
        'focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
    >
      <span
        className={cn(
          'flex size-4 items-center justify-center rounded border border-line-strong bg-white shadow-xs transition-colors',
          'group-hover/checkbox:border-primary',
          'group-data-[state=checked]/checkbox:border-primary group-data-[state=checked]/checkbox:bg-primary',
          'group-data-[state=indeterminate]/checkbox:border-primary group-data-[state=indeterminate]/checkbox:bg-primary',
        )}
      >
        <Checkbox.Indicator className="text-white">
          {checked === 'indeterminate' ? (
            <Minus className="size-3" strokeWidth={3} />
          ) : (
            <Check className="size-3" strokeWidth={3} />
          )}
        </Checkbox.Indicator>
      </span>
    </Checkbox.Root>
  );
}

/** Selects one lead in the table or card list. */
export function LeadSelectCheckbox({
  lead,
  isSelected,
  onToggle,
  className,
}: {
  lead: Pick<TLead, 'id' | 'businessName'>;
  isSelected: boolean;
  onToggle: TLeadSelection['toggleOne'];
  className?: string;
}) {
  return (
    <LeadCheckbox
      checked={isSelected}
      onCheckedChange={(checked) => onToggle(lead.id, checked)}
      label={`Select ${lead.businessName}`}
      className={className}
    />
  );
}

/** Selects or clears every lead shown. */
export function SelectAllLeadsCheckbox({ selection }: { selection: TLeadSelection }) {
  return (
    <LeadCheckbox
      checked={selection.allChecked}
      onCheckedChange={selection.toggleAll}
      label="Select all leads"
    />
  );
}
