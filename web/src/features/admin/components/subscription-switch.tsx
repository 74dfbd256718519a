import { Switch } from 'radix-ui';
import { cn } from '@web/lib/cn';

type TSubscriptionSwitchProps = {
  checked: boolean;
  disabled?: boolean;
  label: string;
  onCheckedChange: (checked: boolean) => void;
};

/** The per-user subscription toggle of /admin/users. */
export function SubscriptionSwitch({ checked, disabled, label, onCheckedChange }: TSubscriptionSwitchProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-label={label}
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          'disabled:cursor-not-allowed disabled:opacity-50',
          checked ? 'bg-success-accent' : 'bg-line-strong',
        )}
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
      <span className={cn('text-sm', checked ? 'text-success' : 'text-muted')}>
        {checked ? 'Active' : 'Inactive'}
      </span>
    </span>
  );
}
