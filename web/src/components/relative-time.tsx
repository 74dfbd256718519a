import { formatRelativeTime } from '@web/lib/relative-time';

/** "3 days ago" for an ISO timestamp, with the exact time in its `dateTime` and on hover. */
export function RelativeTime({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} title={at} className={className}>
      {formatRelativeTime(at)}
    </time>
  );
}
