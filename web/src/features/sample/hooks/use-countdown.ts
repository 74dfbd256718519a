import { useEffect, useState } from 'react';

/** Seconds left from `startSeconds`, ticking once a second and stopping at 0 (spec §4: the 600 s offer). */
export function useCountdown(startSeconds: number): number {
  const [left, setLeft] = useState(startSeconds);
  const isRunning = left > 0;
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning]);
  return left;
}

/** 600 → "10:00" */
export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
