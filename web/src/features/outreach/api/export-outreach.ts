import { useMutation } from '@tanstack/react-query';
import { ZApiError } from '@contracts/errors';
import type { TApplyRequest } from '@contracts/outreach';
import { ApiError } from '@web/lib/api-client';

/** POST /api/outreach/export: the CSV as a Blob with the server's file name. */
async function exportOutreach(request: TApplyRequest): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch('/api/outreach/export', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'text/csv', 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const parsed = ZApiError.safeParse(await response.json().catch(() => null));
    throw parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.message)
      : new ApiError(response.status, 'HTTP_ERROR', response.statusText || 'Something went wrong');
  }
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'outreach.csv';
  return { blob: await response.blob(), filename };
}

/** Saves a Blob through a temporary link (the browser's download). */
function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function useExportOutreach() {
  return useMutation({
    mutationFn: async (request: TApplyRequest) => {
      const { blob, filename } = await exportOutreach(request);
      downloadBlob(blob, filename);
      return filename;
    },
  });
}
