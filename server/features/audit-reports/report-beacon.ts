import { createHash } from 'node:crypto';

/** Visible time before a view counts: a mail scanner's fetch runs no script, and a glance is not a read. */
export const VIEW_AFTER_VISIBLE_MS = 4000;

/**
 * The report page's only script (decision 130): after VIEW_AFTER_VISIBLE_MS of the page being visible (a hidden
 * tab's time does not count), one beacon to `<page>/view`. Static text, so the CSP allows it by its hash.
 */
export const REPORT_BEACON_SCRIPT = `(function () {
  var step = 250, seen = 0;
  var timer = setInterval(function () {
    if (document.visibilityState !== 'visible') return;
    seen += step;
    if (seen < ${VIEW_AFTER_VISIBLE_MS}) return;
    clearInterval(timer);
    navigator.sendBeacon(location.pathname.replace(/\\/$/, '') + '/view');
  }, step);
})();`;

/** The CSP source that allows exactly this script (`script-src 'sha256-…'`). */
export const REPORT_BEACON_CSP_SOURCE = `'sha256-${createHash('sha256').update(REPORT_BEACON_SCRIPT).digest('base64')}'`;

/** The script element itself, outside any template a formatter could re-indent (its hash must stay exact). */
export const REPORT_BEACON_TAG = `<script>${REPORT_BEACON_SCRIPT}</script>`;
