import { WEEKDAYS, type TSendingWindow } from '@contracts/mailboxes';
import { SelectField } from '@web/components/ui/form-field';

/** Every IANA zone this browser knows, UTC first. */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const START_HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: hourLabel(hour),
}));
const END_HOURS = Array.from({ length: 24 }, (_, i) => ({ value: String(i + 1), label: hourLabel(i + 1) }));

/** The sending window's controls: time zone, weekdays and hours (the end hour is exclusive). */
export function SendingWindowFields({
  window,
  onChange,
  error,
}: {
  window: TSendingWindow;
  onChange: (window: TSendingWindow) => void;
  error?: string | null;
}) {
  const toggleDay = (day: number, on: boolean) =>
    onChange({
      ...window,
      days: on ? [...window.days, day].sort((a, b) => a - b) : window.days.filter((d) => d !== day),
    });
  const zones = TIME_ZONES.includes(window.timeZone) ? TIME_ZONES : [window.timeZone, ...TIME_ZONES];
  return (
    <div className="grid gap-4">
      <SelectField
        label="Time zone"
        value={window.timeZone}
        onChange={(e) => onChange({ ...window, timeZone: e.currentTarget.value })}
        options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
        hint="Sending days and hours are read in this time zone."
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Sending days</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map(({ day, label, short }) => (
            <label key={day} className="flex cursor-pointer items-center gap-2 text-sm text-body">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={window.days.includes(day)}
                onChange={(e) => toggleDay(day, e.currentTarget.checked)}
              />
              <abbr title={label} className="no-underline">
                {short}
              </abbr>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          label="From"
          value={String(window.startHour)}
          onChange={(e) => onChange({ ...window, startHour: Number(e.currentTarget.value) })}
          options={START_HOURS}
        />
        <SelectField
          label="Until"
          value={String(window.endHour)}
          onChange={(e) => onChange({ ...window, endHour: Number(e.currentTarget.value) })}
          options={END_HOURS}
          error={error}
        />
      </div>
    </div>
  );
}
