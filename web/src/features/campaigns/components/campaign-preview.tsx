import type { TCampaignPreview } from '@contracts/campaigns';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';

type TProps = {
  preview: TCampaignPreview;
  /** Mailbox id → its address, for the "From" column. */
  mailboxAddress: (id: string) => string;
};

/** One sentence about what a launch would do, for the status line. */
export function previewSummary(preview: TCampaignPreview): string {
  const enrol = `${preview.enrolled} ${preview.enrolled === 1 ? 'lead' : 'leads'} will be enrolled`;
  const skip = preview.skipped ? `, ${preview.skipped} skipped` : '';
  const ai = preview.aiFirstLines;
  const lines = !ai
    ? ''
    : ai.counted
      ? `. Launch writes ${ai.toWrite} AI first lines; ${ai.remaining} are left this month`
      : `. Launch writes ${ai.toWrite} first lines from each lead’s facts (no AI model is configured; nothing is counted)`;
  return `${enrol}${skip}${lines}.`;
}

/** The preview: each lead's address, sending mailbox and first subject, or why it is skipped. */
export function CampaignPreview({ preview, mailboxAddress }: TProps) {
  return (
    <Table scrollLabel="Campaign preview" className="min-w-[44rem]">
      <caption className="sr-only">Leads of this campaign and what each will be sent</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Business</TableHead>
          <TableHead scope="col">Email</TableHead>
          <TableHead scope="col">From</TableHead>
          <TableHead scope="col">First email, or why skipped</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {preview.leads.map((lead) => (
          <TableRow key={lead.leadId}>
            <TableCell className="font-medium text-foreground">{lead.business}</TableCell>
            <TableCell>{lead.email ?? '—'}</TableCell>
            <TableCell>{lead.mailboxId ? mailboxAddress(lead.mailboxId) : '—'}</TableCell>
            <TableCell>
              {lead.skip ? (
                <span className="grid gap-1">
                  <Badge variant="warning" className="w-fit">
                    Skipped
                  </Badge>
                  <span>{lead.skip.text}</span>
                  {lead.skip.detail && <span className="text-xs text-muted">{lead.skip.detail}</span>}
                </span>
              ) : (
                <details>
                  <summary className="cursor-pointer">{lead.steps[0]?.subject}</summary>
                  <ol className="mt-2 grid gap-3">
                    {lead.steps.map((step) => (
                      <li key={step.step} className="grid gap-1">
                        <span className="text-xs text-muted">
                          Step {step.step}, day {step.day}: {step.subject}
                        </span>
                        <span className="whitespace-pre-wrap text-body">{step.body}</span>
                      </li>
                    ))}
                  </ol>
                </details>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
