import { Spinner } from './ui/spinner';

/** Full-area centred spinner shown while the session or a guarded screen loads. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted"
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-sm font-medium">Loading...</p>
    </div>
  );
}
