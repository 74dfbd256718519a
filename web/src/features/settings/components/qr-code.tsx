import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { Skeleton } from '@web/components/ui/skeleton';

/** The otpauth URI as a QR code, drawn in the browser (the secret is sent to no QR service). */
export function QrCode({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void toDataURL(value, { margin: 1, width: 192, errorCorrectionLevel: 'M' }).then((url) => {
      if (current) setSrc(url);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!src) return <Skeleton className="size-48" />;
  return (
    <img
      src={src}
      width={192}
      height={192}
      alt="QR code for your authenticator app"
      className="size-48 rounded-md border border-line"
    />
  );
}
