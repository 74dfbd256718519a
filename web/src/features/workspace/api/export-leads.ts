import { ZApiError } from '@contracts/errors';
import type { TExportRequest } from '@contracts/leads';
import { ApiError } from '@web/lib/api-client';

/** The file name from Content-Disposition (RFC 6266 `filename*` first). */
function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** Asks the server for the export and hands the file to the browser's downloads. */
export async function downloadExport(request: TExportRequest): Promise<{ fileName: string }> {
  const response = await fetch('/api/exports', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = ZApiError.safeParse(body);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.message)
      : new ApiError(response.status, 'HTTP_ERROR', response.statusText || 'Something went wrong');
  }
  const fileName = fileNameFrom(
    response.headers.get('Content-Disposition'),
    `leads.${request.format ?? 'csv'}`,
  );
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { fileName };
}
