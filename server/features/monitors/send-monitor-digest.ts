import { MONITOR_REPORT_SECTIONS, summarizeReport } from '@contracts/monitors';
import type { TMonitorReport } from '../../db/schema';
import type { Mailer } from '../../integrations/smtp/mailer';

/** The digest's words: the summary, then each kind of change with its businesses, then the monitor's link. */
export function digestText(name: string, report: TMonitorReport, link: string): string {
  const sections = MONITOR_REPORT_SECTIONS.filter(({ key }) => report[key].length > 0).map(({ key, title }) =>
    [
      `${title} (${report[key].length}):`,
      ...report[key].map(
        (place) => `- ${place.businessName}${place.what ? ` (${place.what.join(', ')})` : ''}`,
      ),
    ].join('\n'),
  );
  return [`${name}: ${summarizeReport(report)}`, ...sections, `Open the monitor: ${link}`].join('\n\n');
}

/**
 * The email digest of a monitor's run (issue 33 §4), one message to each member. Sent once, by the tick that
 * reported the run, after its transaction committed (a crash in between loses the mail, never doubles it; the bell
 * and the report stay).
 */
export async function sendMonitorDigest(
  mailer: Mailer,
  monitor: { name: string; link: string },
  report: TMonitorReport,
  recipients: string[],
): Promise<void> {
  const text = digestText(monitor.name, report, monitor.link);
  for (const to of recipients)
    await mailer.send({ to, subject: `${monitor.name}: ${summarizeReport(report)}`, text });
}
