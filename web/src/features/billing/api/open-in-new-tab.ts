import { toast } from 'sonner';

/** Opens a Stripe page in a new tab; the toast offers it again in case a popup blocker stopped it. */
export function openInNewTab(url: string, what: string) {
  const open = () => window.open(url, '_blank', 'noopener,noreferrer');
  open();
  toast.success(`${what} opened in a new tab`, { action: { label: 'Open again', onClick: open } });
}
