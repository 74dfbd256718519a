import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

/** Spec §9: the "Copied!" indicator shows for 2 seconds. */
const COPIED_MS = 2_000;

/** Copies text; `copied` is true for two seconds after success; a failure says to copy by hand (spec §8). */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error('Copy failed', { description: 'Please select and copy the text manually' });
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  }, []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(false);
  }, []);

  return { copied, copy, reset };
}
