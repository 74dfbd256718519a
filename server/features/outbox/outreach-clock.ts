/**
 * The outreach clock (decision 140). Campaign windows, daily caps and step delays follow a virtual clock that runs
 * `86400 / OUTREACH_DAY_SECONDS` times faster than the real one, from a fixed origin where both agree, so every
 * instance reads the same virtual time and a test or demo day lasts seconds. The database keeps real instants
 * only; virtual instants exist in these computations, as ordinary Dates, so Intl's time zones keep working.
 */

/** Where virtual and real time agree; fixed, so every instance and every restart reads the same clock. */
export const OUTREACH_ORIGIN_MS = Date.UTC(2026, 11, 1);
const DAY_SECONDS = 86_400;
const HOUR_MS = 3_600_000;
/** A week and a day: every weekday of a window comes up once within it. */
const SEARCH_DAYS = 8;

/** A mailbox's sending window (decision 133): an IANA time zone, ISO weekdays, `[startHour, endHour)`. */
export type TWindow = { timeZone: string; days: readonly number[]; startHour: number; endHour: number };

export type OutreachClock = {
  /** Virtual time scale: virtual seconds per real second (1 in production). */
  readonly speed: number;
  toVirtual: (real: Date) => Date;
  toReal: (virtual: Date) => Date;
  /** A virtual duration in real milliseconds. */
  realMs: (virtualMs: number) => number;
};

export function outreachClock(daySeconds: number): OutreachClock {
  const speed = DAY_SECONDS / daySeconds;
  return {
    speed,
    toVirtual: (real) => new Date(OUTREACH_ORIGIN_MS + (real.getTime() - OUTREACH_ORIGIN_MS) * speed),
    toReal: (virtual) => new Date(OUTREACH_ORIGIN_MS + (virtual.getTime() - OUTREACH_ORIGIN_MS) / speed),
    realMs: (virtualMs) => virtualMs / speed,
  };
}

type TLocal = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of an instant in a time zone. */
function localOf(instant: Date, timeZone: string): TLocal {
  const parts: Record<string, number> = {};
  for (const part of formatOf(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** A wall-clock reading as if it were UTC: comparable, and days can be added to it. */
const wallMs = (l: TLocal) => Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);

/** ISO weekday (1 = Monday … 7 = Sunday) of a local date. */
const isoWeekday = (l: Pick<TLocal, 'year' | 'month' | 'day'>) =>
  ((new Date(Date.UTC(l.year, l.month - 1, l.day)).getUTCDay() + 6) % 7) + 1;

/** The local date `days` after this one (calendar arithmetic, no time zone involved). */
function addDays(l: TLocal, days: number): TLocal {
  const d = new Date(Date.UTC(l.year, l.month - 1, l.day + days));
  return { ...l, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The first instant whose wall clock in `timeZone` reads `wall` or later: the wall time itself, or, inside a
 * spring-forward gap, the end of the gap; of a fall-back repeat, the first.
 */
function instantOfWall(wall: TLocal, timeZone: string): Date {
  const target = wallMs(wall);
  const offsetAt = (ms: number) => wallMs(localOf(new Date(ms), timeZone)) - ms;
  const first = target - offsetAt(target);
  const candidates = [first, target - offsetAt(first), target - offsetAt(target - 3 * HOUR_MS)];
  const fitting = candidates.filter((ms) => wallMs(localOf(new Date(ms), timeZone)) >= target);
  return new Date(Math.min(...fitting));
}

const atHour = (l: TLocal, hour: number): TLocal => ({ ...l, hour, minute: 0, second: 0 });

/** Whether a virtual instant is inside the window: a sending weekday, `startHour ≤ hour < endHour`, local time. */
export function isInWindow(virtual: Date, window: TWindow): boolean {
  const local = localOf(virtual, window.timeZone);
  return (
    window.days.includes(isoWeekday(local)) && local.hour >= window.startHour && local.hour < window.endHour
  );
}

/** The virtual instant the window next opens at, or `virtual` itself when it is open; null: it never opens. */
export function nextWindowOpening(virtual: Date, window: TWindow): Date | null {
  if (isInWindow(virtual, window)) return virtual;
  if (window.startHour >= window.endHour) return null;
  const today = localOf(virtual, window.timeZone);
  for (let k = 0; k < SEARCH_DAYS; k += 1) {
    const day = addDays(today, k);
    if (!window.days.includes(isoWeekday(day))) continue;
    const opening = instantOfWall(atHour(day, window.startHour), window.timeZone);
    if (opening.getTime() > virtual.getTime()) return opening;
  }
  return null;
}

/** The opening of the first sending day after the local day of `virtual` (where the next day's cap starts). */
export function nextDayOpening(virtual: Date, window: TWindow): Date | null {
  const tomorrow = atHour(addDays(localOf(virtual, window.timeZone), 1), 0);
  return nextWindowOpening(instantOfWall(tomorrow, window.timeZone), window);
}

/** The window's length on a sending day, in virtual milliseconds (what the daily cap is spread across). */
export const windowLengthMs = (window: TWindow) => Math.max(0, window.endHour - window.startHour) * HOUR_MS;

/** The local date of a virtual instant in the mailbox's time zone, `YYYY-MM-DD`: the key of its daily cap. */
export function sendingDayKey(virtual: Date, timeZone: string): string {
  const l = localOf(virtual, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(l.year).padStart(4, '0')}-${pad(l.month)}-${pad(l.day)}`;
}

/**
 * `days` sending days after a virtual instant, at the same local time: only the window's weekdays count, so a
 * step one day after a Friday send is due on Monday (Monday–Friday window). 0 days: the instant itself.
 */
export function addSendingDays(virtual: Date, days: number, window: TWindow): Date {
  if (days <= 0 || window.days.length === 0) return virtual;
  let local = localOf(virtual, window.timeZone);
  for (let counted = 0; counted < days;) {
    local = addDays(local, 1);
    if (window.days.includes(isoWeekday(local))) counted += 1;
  }
  return instantOfWall(local, window.timeZone);
}
