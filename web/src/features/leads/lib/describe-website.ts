import type { TFailureReason } from '@contracts/enrichment';

const REASONS: Record<string, string> = {
  no_website: 'No website',
  invalid_url: 'Invalid website address',
  dns: 'Domain not found',
  blocked_private_address: 'Website address not allowed',
  connection: 'Site unreachable',
  tls: 'Broken HTTPS certificate',
  timeout: 'Site timed out',
  too_large: 'Page too large to check',
  too_heavy: 'Site too heavy to check',
  not_html: 'Not a web page',
  redirect_loop: 'Redirect loop',
  too_many_redirects: 'Too many redirects',
  robots_denied: 'Blocked by robots.txt',
};

/** A short, human reason a website could not be checked ("Site timed out", "Site error (HTTP 500)"). */
export function describeFailureReason(reason: TFailureReason | string | null | undefined): string {
  if (!reason) return 'Could not check site';
  const http = /^http_(\d+)$/.exec(reason);
  if (http) return `Site error (HTTP ${http[1]})`;
  return REASONS[reason] ?? 'Could not check site';
}

/** The website's host for display: "https://www.joes-plumbing.com/home" → "joes-plumbing.com". */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/.*$/, '');
  }
}
