import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A spinning icon in the current text colour; decorative, so pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className ?? 'size-5')} />;
}
