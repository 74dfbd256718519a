import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';

/** The ten backup codes, shown once after turning two-step sign-in on; each works once in place of a code. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void | Promise<void> }) {
  const text = codes.join('\n');

  function download() {
    const url = URL.createObjectURL(
      new Blob([`LeadScout backup codes\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'leadscout-backup-codes.txt',
    });
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="font-medium text-foreground">Save your backup codes</h3>
        <p className="text-sm text-muted">
          If you lose your phone, each of these codes signs you in once. Keep them somewhere safe; they are
          not shown again.
        </p>
      </div>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-line bg-canvas p-4 font-mono text-sm text-emphasis sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => toast.success('Backup codes copied'),
              () => toast.error('Could not copy the codes'),
            )
          }
        >
          <Copy aria-hidden="true" /> Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" /> Download
        </Button>
        <Button type="button" onClick={() => void onDone()}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
