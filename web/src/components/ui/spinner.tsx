import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

/**
 * A spinning icon in the current text colour; decorative, so pair it with visible or screen-reader text. The box
 * around the icon spins, not the icon: the browser turns an HTML box off the main thread, but repaints a turning
 * SVG every frame (a live search shows one spinner per website being checked).
 */
export function Spinner({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn('block animate-spin', className ?? 'size-5')}>
      <LoaderCircle className="size-full" />
    </span>
  );
}
