import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLeadSort } from '@contracts/filters';
import type { TLead } from '@contracts/search';
import { makeLead } from '@tests/make-lead';
import { keepOrder, useLiveOrder } from './use-live-order';

const BY_SCORE: TLeadSort = { key: 'leadScore', dir: 'desc' };
const BY_NAME: TLeadSort = { key: 'businessName', dir: 'asc' };

const lead = (id: string, leadScore: number | null, businessName = id) =>
  makeLead({ id, businessName, leadScore, enrichmentStatus: leadScore === null ? 'pending' : 'completed' });
const ids = (leads: readonly TLead[]) => leads.map((l) => l.id);

describe('keepOrder', () => {
  it('keeps the shown order with the new objects, drops what is gone and puts new leads last', () => {
    const shown = [lead('b', 50), lead('a', 10), lead('c', null)];
    const updated = [lead('a', 90), lead('c', 20), lead('d', null)];
    const kept = keepOrder(shown, updated);
    expect(ids(kept)).toEqual(['a', 'c', 'd']);
    expect(kept[0]).toBe(updated[0]);
  });
});

describe('useLiveOrder', () => {
  it('sorts at once when not live', () => {
    const { result, rerender } = renderHook(({ leads }) => useLiveOrder(leads, BY_SCORE, false), {
      initialProps: { leads: [lead('a', 10), lead('b', 50)] },
    });
    expect(ids(result.current)).toEqual(['b', 'a']);
    rerender({ leads: [lead('a', 90), lead('b', 50)] });
    expect(ids(result.current)).toEqual(['a', 'b']);
  });

  it('keeps rows in place while live and scores arrive, adds new ones last, sorts when live ends', () => {
    const { result, rerender } = renderHook(({ leads, isLive }) => useLiveOrder(leads, BY_SCORE, isLive), {
      initialProps: { leads: [lead('a', null), lead('b', null)], isLive: true },
    });
    expect(ids(result.current)).toEqual(['a', 'b']);

    rerender({ leads: [lead('a', 10), lead('b', 80), lead('c', null)], isLive: true });
    expect(ids(result.current)).toEqual(['a', 'b', 'c']);
    expect(result.current[1].leadScore).toBe(80);

    rerender({ leads: [lead('a', 10), lead('b', 80), lead('c', 95)], isLive: false });
    expect(ids(result.current)).toEqual(['c', 'b', 'a']);
  });

  it('keeps the sorted rows in place when a live run starts on them (Get More)', () => {
    const { result, rerender } = renderHook(({ leads, isLive }) => useLiveOrder(leads, BY_SCORE, isLive), {
      initialProps: { leads: [lead('a', 10), lead('b', 80)], isLive: false },
    });
    expect(ids(result.current)).toEqual(['b', 'a']);
    rerender({ leads: [lead('a', 10), lead('b', 80), lead('c', null)], isLive: true });
    expect(ids(result.current)).toEqual(['b', 'a', 'c']);
    rerender({ leads: [lead('a', 10), lead('b', 80), lead('c', 40)], isLive: true });
    expect(ids(result.current)).toEqual(['b', 'a', 'c']);
  });

  it('sorts once at the end of the first pass, then holds rows in place through the deeper checks and after, until the user sorts', () => {
    const { result, rerender } = renderHook(
      ({ leads, isLive, hold, sort }) => useLiveOrder(leads, sort, isLive, hold),
      {
        initialProps: {
          leads: [lead('a', null), lead('b', null), lead('c', null)],
          isLive: true,
          hold: false,
          sort: BY_SCORE,
        },
      },
    );
    rerender({
      leads: [lead('a', 10), lead('b', 80), lead('c', null)],
      isLive: true,
      hold: false,
      sort: BY_SCORE,
    });
    expect(ids(result.current)).toEqual(['a', 'b', 'c']);
    // The first pass ends as the deeper checks start: the one re-sort of decision 060.
    rerender({
      leads: [lead('a', 10), lead('b', 80), lead('c', 40)],
      isLive: false,
      hold: true,
      sort: BY_SCORE,
    });
    expect(ids(result.current)).toEqual(['b', 'c', 'a']);
    // A deeper check lifts a's score above everyone: its cell changes, its row stays.
    rerender({
      leads: [lead('a', 95), lead('b', 80), lead('c', 40)],
      isLive: false,
      hold: true,
      sort: BY_SCORE,
    });
    expect(ids(result.current)).toEqual(['b', 'c', 'a']);
    expect(result.current[2].leadScore).toBe(95);
    // The deeper checks settle; an edit later (a note) still moves nothing.
    rerender({
      leads: [lead('a', 95), lead('b', 80), lead('c', 45)],
      isLive: false,
      hold: false,
      sort: BY_SCORE,
    });
    expect(ids(result.current)).toEqual(['b', 'c', 'a']);
    // The user sorts: now the order follows the scores again.
    rerender({
      leads: [lead('a', 95), lead('b', 80), lead('c', 45)],
      isLive: false,
      hold: false,
      sort: BY_NAME,
    });
    expect(ids(result.current)).toEqual(['a', 'b', 'c']);
    rerender({
      leads: [lead('a', 95), lead('b', 80), lead('c', 45)],
      isLive: false,
      hold: false,
      sort: BY_SCORE,
    });
    expect(ids(result.current)).toEqual(['a', 'b', 'c']);
  });

  it('holds the rows from the end of a pass watched live, before any deeper check is announced', () => {
    const { result, rerender } = renderHook(
      ({ leads, isLive, hold }) => useLiveOrder(leads, BY_SCORE, isLive, hold),
      { initialProps: { leads: [lead('a', 10), lead('b', 80)], isLive: true, hold: false } },
    );
    rerender({ leads: [lead('a', 10), lead('b', 80), lead('c', 40)], isLive: false, hold: false });
    expect(ids(result.current)).toEqual(['b', 'c', 'a']);
    // A known place's copy settles before the deeper checks are announced: its score changes, its row stays.
    rerender({ leads: [lead('a', 99), lead('b', 80), lead('c', 40)], isLive: false, hold: false });
    expect(ids(result.current)).toEqual(['b', 'c', 'a']);
    rerender({ leads: [lead('a', 99), lead('b', 80), lead('c', 97)], isLive: false, hold: true });
    expect(ids(result.current)).toEqual(['b', 'c', 'a']);
  });

  it('sorts at once while live when the sort changes, or when it is not by score', () => {
    const { result, rerender } = renderHook(({ leads, sort }) => useLiveOrder(leads, sort, true), {
      initialProps: { leads: [lead('a', null, 'Zed'), lead('b', null, 'Amy')], sort: BY_SCORE },
    });
    expect(ids(result.current)).toEqual(['a', 'b']);
    rerender({ leads: [lead('a', null, 'Zed'), lead('b', null, 'Amy')], sort: BY_NAME });
    expect(ids(result.current)).toEqual(['b', 'a']);
    rerender({
      leads: [lead('a', null, 'Zed'), lead('b', null, 'Amy'), lead('c', null, 'Bob')],
      sort: BY_NAME,
    });
    expect(ids(result.current)).toEqual(['b', 'c', 'a']);
    rerender({ leads: [lead('a', 5, 'Zed'), lead('b', 90, 'Amy'), lead('c', 50, 'Bob')], sort: BY_SCORE });
    expect(ids(result.current)).toEqual(['b', 'c', 'a']);
  });
});
