import { describe, expect, it } from 'vitest';
import {
  addSendingDays,
  isInWindow,
  nextDayOpening,
  nextWindowOpening,
  OUTREACH_ORIGIN_MS,
  outreachClock,
  sendingDayKey,
  type TWindow,
} from './outreach-clock';

const weekdays = (timeZone: string, startHour = 9, endHour = 17): TWindow => ({
  timeZone,
  days: [1, 2, 3, 4, 5],
  startHour,
  endHour,
});
const at = (iso: string) => new Date(iso);

describe('the outreach clock', () => {
  it('is the real clock at the default day length', () => {
    const clock = outreachClock(86_400);
    const now = at('2027-03-04T05:06:07.089Z');
    expect(clock.toVirtual(now)).toEqual(now);
    expect(clock.toReal(now)).toEqual(now);
    expect(clock.realMs(60_000)).toBe(60_000);
  });

  it('runs a sending day in a minute at OUTREACH_DAY_SECONDS=60, and back', () => {
    const clock = outreachClock(60);
    expect(clock.speed).toBe(1440);
    const real = new Date(OUTREACH_ORIGIN_MS + 60_000);
    expect(clock.toVirtual(real).getTime() - OUTREACH_ORIGIN_MS).toBe(86_400_000);
    expect(clock.toReal(clock.toVirtual(real))).toEqual(real);
    // A virtual hour is 2.5 real seconds; a week of sending days is seven real minutes.
    expect(clock.realMs(3_600_000)).toBe(2500);
    const later = new Date(real.getTime() + 2500);
    expect(clock.toVirtual(later).getTime() - clock.toVirtual(real).getTime()).toBe(3_600_000);
  });
});

describe('the sending window', () => {
  const berlin = weekdays('Europe/Berlin');

  it('is open on a weekday from the start hour, closed at the end hour', () => {
    // Monday 7 December 2026; Berlin is UTC+1 in winter.
    expect(isInWindow(at('2026-12-07T07:59:59Z'), berlin)).toBe(false);
    expect(isInWindow(at('2026-12-07T08:00:00Z'), berlin)).toBe(true);
    expect(isInWindow(at('2026-12-07T15:59:59Z'), berlin)).toBe(true);
    expect(isInWindow(at('2026-12-07T16:00:00Z'), berlin)).toBe(false);
  });

  it('opens next on Monday morning after a Friday evening, skipping the weekend', () => {
    const fridayEvening = at('2026-12-11T17:30:00Z');
    expect(isInWindow(fridayEvening, berlin)).toBe(false);
    expect(isInWindow(at('2026-12-12T10:00:00Z'), berlin)).toBe(false);
    expect(nextWindowOpening(fridayEvening, berlin)).toEqual(at('2026-12-14T08:00:00Z'));
    expect(nextWindowOpening(at('2026-12-07T06:00:00Z'), berlin)).toEqual(at('2026-12-07T08:00:00Z'));
    const inside = at('2026-12-07T10:00:00Z');
    expect(nextWindowOpening(inside, berlin)).toEqual(inside);
  });

  it('follows daylight saving time: 09:00 in Berlin is 08:00 UTC in March before the change, 07:00 after', () => {
    expect(nextWindowOpening(at('2026-03-27T17:00:00Z'), berlin)).toEqual(at('2026-03-30T07:00:00Z'));
    expect(nextWindowOpening(at('2026-03-26T17:00:00Z'), berlin)).toEqual(at('2026-03-27T08:00:00Z'));
    // New York changes on 8 March 2026: a 9–17 window opens at 14:00 UTC the Friday before, 13:00 on Monday.
    const newYork = weekdays('America/New_York');
    expect(nextWindowOpening(at('2026-03-06T12:00:00Z'), newYork)).toEqual(at('2026-03-06T14:00:00Z'));
    expect(nextWindowOpening(at('2026-03-06T23:00:00Z'), newYork)).toEqual(at('2026-03-09T13:00:00Z'));
  });

  it('opens at the end of a spring-forward gap when the window starts inside it', () => {
    const sundayAtTwo: TWindow = { timeZone: 'Europe/Berlin', days: [7], startHour: 2, endHour: 5 };
    // 29 March 2026, 02:00–03:00 does not exist in Berlin: the window opens at 03:00 CEST = 01:00 UTC.
    expect(nextWindowOpening(at('2026-03-28T12:00:00Z'), sundayAtTwo)).toEqual(at('2026-03-29T01:00:00Z'));
  });

  it('opens at the first of a fall-back repeat', () => {
    const sundayAtTwo: TWindow = { timeZone: 'Europe/Berlin', days: [7], startHour: 2, endHour: 5 };
    // 25 October 2026, 02:00–03:00 happens twice; the first 02:00 is 00:00 UTC (CEST).
    expect(nextWindowOpening(at('2026-10-24T12:00:00Z'), sundayAtTwo)).toEqual(at('2026-10-25T00:00:00Z'));
  });

  it('never opens when it is closed all week', () => {
    const noDays: TWindow = { timeZone: 'UTC', days: [], startHour: 9, endHour: 17 };
    const noHours: TWindow = { timeZone: 'UTC', days: [1, 2, 3, 4, 5, 6, 7], startHour: 9, endHour: 9 };
    for (const closed of [noDays, noHours]) {
      expect(isInWindow(at('2026-12-07T10:00:00Z'), closed)).toBe(false);
      expect(nextWindowOpening(at('2026-12-07T10:00:00Z'), closed)).toBeNull();
      expect(nextDayOpening(at('2026-12-07T10:00:00Z'), closed)).toBeNull();
    }
  });

  it('gives the next sending day’s opening once a day’s cap is used', () => {
    expect(nextDayOpening(at('2026-12-07T10:00:00Z'), berlin)).toEqual(at('2026-12-08T08:00:00Z'));
    expect(nextDayOpening(at('2026-12-11T10:00:00Z'), berlin)).toEqual(at('2026-12-14T08:00:00Z'));
  });
});

describe('the cap’s day and the step delays', () => {
  it('keys the cap by the local date of the mailbox', () => {
    const instant = at('2026-12-07T23:30:00Z');
    expect(sendingDayKey(instant, 'UTC')).toBe('2026-12-07');
    expect(sendingDayKey(instant, 'Europe/Berlin')).toBe('2026-12-08');
    expect(sendingDayKey(instant, 'America/Los_Angeles')).toBe('2026-12-07');
  });

  it('counts sending days only, at the same local time, across a weekend and a DST change', () => {
    const berlin = weekdays('Europe/Berlin');
    const friday = at('2026-12-11T10:15:00Z');
    expect(addSendingDays(friday, 0, berlin)).toEqual(friday);
    expect(addSendingDays(friday, 1, berlin)).toEqual(at('2026-12-14T10:15:00Z'));
    expect(addSendingDays(friday, 3, berlin)).toEqual(at('2026-12-16T10:15:00Z'));
    // Friday 27 March 2026, 11:00 CET; the next sending day is Monday after the change, 11:00 CEST.
    expect(addSendingDays(at('2026-03-27T10:00:00Z'), 1, berlin)).toEqual(at('2026-03-30T09:00:00Z'));
  });

  it('keeps the weekday rule at OUTREACH_DAY_SECONDS=60 (virtual time far from the origin)', () => {
    const clock = outreachClock(60);
    const window = weekdays('Europe/Berlin');
    const real = new Date(OUTREACH_ORIGIN_MS + 5 * 60_000);
    const virtual = clock.toVirtual(real);
    const opening = nextWindowOpening(virtual, window)!;
    expect(isInWindow(opening, window)).toBe(true);
    expect(opening.getTime() - virtual.getTime()).toBeLessThanOrEqual(3 * 86_400_000);
    // The real wait for that opening is at most three real minutes.
    expect(clock.toReal(opening).getTime() - real.getTime()).toBeLessThanOrEqual(180_000);
  });
});
