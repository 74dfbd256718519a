import type { MouseEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@web/components/ui/button';

type TCollisionNoticeProps = {
  /** The server's words: "Marked contacted by Ana on 12 Nov — continue?" */
  message: string;
  onContinue: (event: MouseEvent) => void;
  isPending?: boolean;
};

/** The collision guard's question (decision 112): a colleague contacted this lead recently; go on anyway? */
export function CollisionNotice({ message, onContinue, isPending = false }: TCollisionNoticeProps) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-warning-border bg-warning-soft p-3 text-sm text-warning"
    >
      <p className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-end"
        disabled={isPending}
        onClick={onContinue}
      >
        Continue anyway
      </Button>
    </div>
  );
}
