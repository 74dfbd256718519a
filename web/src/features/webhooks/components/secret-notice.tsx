import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';

/** The signing secret, shown after creating an endpoint or on "Reveal secret". */
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div role="status" className="grid gap-2 rounded-md border border-line bg-surface-muted p-3 text-sm">
      <p className="font-medium text-foreground">Signing secret</p>
      <p className="text-muted">
        Verify each request&apos;s <code>webhook-signature</code> with it (Standard Webhooks). Keep it
        private.
      </p>
      <code
        className="break-all rounded bg-canvas px-2 py-1 font-mono text-xs text-foreground"
        aria-label="Signing secret"
      >
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(secret)
              .then(() => toast.success('Secret copied'))
              .catch(() => toast.error('Copy failed'))
          }
        >
          <Copy className="size-4" aria-hidden="true" /> Copy
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Hide
        </Button>
      </div>
    </div>
  );
}
