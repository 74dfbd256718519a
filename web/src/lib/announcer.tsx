import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The one polite live region of the app (issue 23). Features call `announce()`; the region is rendered once, by
 * the app's providers. Two regions speaking at once talk over each other, so search progress and the result
 * count both go through here.
 *
 * `throttleMs`: a message of the same `channel` announced sooner than that after the last one is held back and
 * only the latest is spoken when the time is up (progress changes many times a second). A message without a
 * throttle is spoken at once and drops any held-back one of its channel.
 */
type TAnnouncement = { text: string; id: number };

let current: TAnnouncement = { text: '', id: 0 };
const listeners = new Set<() => void>();
const lastSpokenAt = new Map<string, number>();
const pending = new Map<string, ReturnType<typeof setTimeout>>();

function speak(text: string) {
  current = { text, id: current.id + 1 };
  for (const listener of listeners) listener();
}

export function announce(text: string, options: { channel?: string; throttleMs?: number } = {}): void {
  const channel = options.channel ?? 'default';
  const held = pending.get(channel);
  if (held) clearTimeout(held);
  pending.delete(channel);
  const throttleMs = options.throttleMs ?? 0;
  const wait = (lastSpokenAt.get(channel) ?? -Infinity) + throttleMs - Date.now();
  if (throttleMs === 0 || wait <= 0) {
    lastSpokenAt.set(channel, Date.now());
    speak(text);
    return;
  }
  pending.set(
    channel,
    setTimeout(() => {
      pending.delete(channel);
      lastSpokenAt.set(channel, Date.now());
      speak(text);
    }, wait),
  );
}

/** Drops held-back messages of `channel` (a search that ended must not announce its progress afterwards). */
export function cancelAnnouncements(channel: string): void {
  const held = pending.get(channel);
  if (held) clearTimeout(held);
  pending.delete(channel);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Announces `text` whenever it changes from one non-empty text to another, throttled per `channel`. The first
 * text is what the page shows on arrival and is not announced; an empty `text` means "nothing to say now".
 */
export function useAnnounceChanges(text: string, options: { channel: string; throttleMs?: number }) {
  const { channel, throttleMs } = options;
  const previous = useRef(text);
  useEffect(() => {
    const before = previous.current;
    previous.current = text;
    if (text && before && text !== before) announce(text, { channel, throttleMs });
  }, [text, channel, throttleMs]);
  useEffect(() => () => cancelAnnouncements(channel), [channel]);
}

/** The region itself: visually hidden, present from the first render so screen readers watch it. */
export function LiveAnnouncer() {
  const message = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-announcer">
      {/* The key makes a repeated message a new text node, so it is spoken again. */}
      <span key={message.id}>{message.text}</span>
    </div>
  );
}
