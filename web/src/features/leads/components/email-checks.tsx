import { Mail, MailCheck, MailQuestionMark, MailX } from 'lucide-react';
import type { TEmailCheck } from '@contracts/audit';
import { checkOf, EMAIL_LABEL_TEXT, EMAIL_STATUS_TEXT } from '@contracts/email-checks';
import type { TLead } from '@contracts/search';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { RelativeTime } from '@web/components/relative-time';

const STATUS_ICON = { ok: MailCheck, invalid: MailX, unknown: MailQuestionMark } as const;
const STATUS_COLOUR = { ok: 'text-success', invalid: 'text-danger', unknown: 'text-muted' } as const;
const STATUS_BADGE: Record<TEmailCheck['status'], TBadgeVariant> = {
  ok: 'success',
  invalid: 'destructive',
  unknown: 'secondary',
};

/** "Can receive mail, role address": the check in words (what a screen reader hears and a tooltip shows). */
export function emailCheckWords(check: TEmailCheck | undefined): string {
  if (!check) return 'Not checked yet';
  return [EMAIL_STATUS_TEXT[check.status], ...check.labels.map((label) => EMAIL_LABEL_TEXT[label])].join(
    ', ',
  );
}

/** The mail icon beside an address in the table: its colour and shape say the check, its words are read out. */
export function EmailCheckIcon({ check, className }: { check: TEmailCheck | undefined; className?: string }) {
  const Icon = check ? STATUS_ICON[check.status] : Mail;
  return (
    <Icon
      className={cn('size-3 shrink-0', check ? STATUS_COLOUR[check.status] : 'text-faint', className)}
      aria-hidden="true"
    />
  );
}

/** Every stored email of a lead with its check: status, labels, the reason and when (the lead page). */
export function EmailChecksList({ lead }: { lead: TLead }) {
  const emails =
    lead.emails.length > 0 ? lead.emails.map((found) => found.email) : lead.email ? [lead.email] : [];
  if (emails.length === 0) return <span className="text-sm text-muted">No email found</span>;
  return (
    <ul className="grid gap-3" aria-label="Emails and whether they can receive mail">
      {emails.map((email) => {
        const check = checkOf(lead.emailChecks, email);
        return (
          <li key={email} className="grid min-w-0 gap-1">
            <a
              href={`mailto:${email}`}
              className="truncate text-sm text-primary hover:underline"
              title={email}
            >
              {email}
            </a>
            <div className="flex flex-wrap items-center gap-1">
              {check ? (
                <Badge variant={STATUS_BADGE[check.status]} className="px-2 text-[11px]">
                  <EmailCheckIcon check={check} className="text-current" />
                  {EMAIL_STATUS_TEXT[check.status]}
                </Badge>
              ) : (
                <Badge variant="secondary" className="px-2 text-[11px]">
                  Not checked yet
                </Badge>
              )}
              {check?.labels.map((label) => (
                <Badge key={label} variant="secondary" className="px-2 text-[11px]">
                  {EMAIL_LABEL_TEXT[label]}
                </Badge>
              ))}
            </div>
            {check && (
              <p className="text-xs text-muted">
                {check.reason} · checked <RelativeTime at={check.checkedAt} />
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
