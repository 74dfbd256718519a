import { Flame, Bot, Star, CalendarClock } from 'lucide-react';
import { activePreset, FILTER_PRESETS, type TLeadFilters } from '@contracts/filters';
import { cn } from '@web/lib/cn';

const ICONS = {
  'high-value': Flame,
  'missing-chatbot': Bot,
  'great-reputation-weak-website': Star,
  'not-contacted-30': CalendarClock,
} as const;

/** The four quick presets of spec §5. A preset replaces the filters; clicking the active one clears them. */
export function PresetBar({
  filters,
  onApply,
}: {
  filters: TLeadFilters;
  onApply: (filters: TLeadFilters) => void;
}) {
  const active = activePreset(filters);
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Quick filters">
      <span className="text-xs font-medium text-muted">Quick filters:</span>
      {FILTER_PRESETS.map((preset) => {
        const Icon = ICONS[preset.id];
        const isActive = active === preset.id;
        return (
          <button
            key={preset.id}
            type="button"
            aria-pressed={isActive}
            title={preset.description}
            onClick={() => onApply(isActive ? {} : { ...preset.filters })}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              isActive
                ? 'border-primary bg-primary text-white'
                : 'border-line-strong bg-white text-body hover:border-primary hover:text-primary',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            {preset.label}
          </button>
        );
      })}
    </div>
  );
}
