/** Characters no common file system accepts in a name (":" included, so ISO timestamps become "-"). */
const UNSAFE = /[/\\:*?"<>|\p{Cc}]+/gu;

function safe(part: string): string {
  return part.replace(UNSAFE, '-').replace(/\s+/g, ' ').trim().slice(0, 120);
}

/**
 * Spec §9: a list export is named after the list plus an ISO timestamp; a search export includes the date.
 * `at` is when the export was made.
 */
export function exportFileName(
  source:
    | { kind: 'list'; name: string }
    | { kind: 'search'; niche: string; location: string }
    | { kind: 'selection' },
  extension: 'csv' | 'xlsx',
  at: Date = new Date(),
): string {
  const iso = at.toISOString();
  const date = iso.slice(0, 10);
  if (source.kind === 'list') return `${safe(source.name) || 'list'}-${safe(iso)}.${extension}`;
  if (source.kind === 'search') {
    const what = [source.niche, source.location].map(safe).filter(Boolean).join(' - ');
    return `${what ? `${what} - ` : ''}leads-${date}.${extension}`;
  }
  return `selected-leads-${date}.${extension}`;
}

/** A Content-Disposition header that keeps non-ASCII names (RFC 6266 filename*). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
