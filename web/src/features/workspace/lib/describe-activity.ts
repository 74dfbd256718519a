import type { TAssignee, TLeadActivity } from '@contracts/lead-activity';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Who did it: the member's name, or the prospect for what no member made (a report view, an unsubscribe). */
export function activityActor(entry: TLeadActivity): string {
  if (entry.kind === 'report_viewed' || entry.kind === 'unsubscribed' || entry.kind === 'replied')
    return 'The prospect';
  if (entry.kind === 'bounced') return 'The receiving mail server';
  return entry.actor?.name || 'A former member';
}

/** One trail entry in words, after the actor's name: "marked it contacted on 2026-11-21". */
export function describeActivity(entry: TLeadActivity, assignees: readonly TAssignee[] | undefined): string {
  const d = entry.details;
  switch (entry.kind) {
    case 'contacted':
      return text(d.date) ? `marked it contacted on ${text(d.date)}` : 'marked it contacted';
    case 'tags': {
      const added = list(d.added);
      if (added.length > 0) return `added tags: ${added.join(', ')}`;
      const to = list(d.to);
      return to.length > 0 ? `set tags: ${to.join(', ')}` : 'cleared the tags';
    }
    case 'notes':
      return 'edited the notes';
    case 'list_add':
      return 'added it to a list';
    case 'list_remove':
      return 'removed it from a list';
    case 'export':
      if (d.format === 'outreach')
        return `exported its ${d.sequenceId ? 'sequence' : 'template'} emails (CSV)`;
      return `exported it${text(d.format) ? ` (${text(d.format)!.toUpperCase()})` : ''}`;
    case 'template':
      return `applied a ${d.sequenceId ? 'sequence' : 'template'} to it`;
    case 'email':
      return 'generated a cold email';
    case 'assign': {
      const to = text(d.to);
      if (!to) return 'unassigned it';
      if (to === entry.actor?.id) return 'assigned it to themselves';
      const person = assignees?.find((a) => a.id === to);
      return `assigned it to ${person?.name || person?.email || 'a former member'}`;
    }
    case 'push':
      return 'pushed it to the CRM';
    case 'report_shared':
      return 'shared its audit report';
    case 'report_revoked':
      return 'revoked a shared link to its audit report';
    case 'report_viewed':
      return 'opened the shared audit report';
    case 'unsubscribed':
      return text(d.email)
        ? `unsubscribed ${text(d.email)} from the team's emails`
        : "unsubscribed from the team's emails";
    case 'sent':
      return `sent step ${String(d.step ?? '?')} of a campaign${text(d.email) ? ` to ${text(d.email)}` : ''}`;
    case 'replied':
      return text(d.snippet) ? `replied: “${text(d.snippet)}”` : 'replied to a campaign';
    case 'bounced':
      return `refused step ${String(d.step ?? '?')} of a campaign${text(d.email) ? ` to ${text(d.email)}` : ''} (hard bounce)`;
  }
}
