import { renderTemplate, templateValuesFor, unknownVariables } from '@contracts/outreach';
import { cn } from '@web/lib/cn';
import type { TPreviewLead } from '../api/preview-leads';

type TTemplatePreviewProps = { subject: string; body: string; lead: TPreviewLead | null; className?: string };

/** The template as the lead would receive it; without a lead, the text with its {{variables}}. */
export function TemplatePreview({ subject, body, lead, className }: TTemplatePreviewProps) {
  const values = lead ? templateValuesFor(lead) : null;
  const render = (text: string) => (values ? renderTemplate(text, values) : text);
  const unknown = unknownVariables(`${subject}\n${body}`);
  return (
    <figure
      className={cn('grid gap-2 rounded-lg border border-line bg-canvas p-4', className)}
      aria-label="Template preview"
    >
      <figcaption className="text-xs font-medium tracking-wide text-muted uppercase">
        {lead ? `Preview for ${lead.businessName}` : 'Preview'}
      </figcaption>
      <p className="text-sm">
        <span className="font-medium text-muted">Subject: </span>
        <span data-testid="preview-subject" className="font-medium text-foreground">
          {render(subject) || '—'}
        </span>
      </p>
      <div data-testid="preview-body" className="text-sm leading-relaxed whitespace-pre-wrap text-emphasis">
        {render(body) || <span className="text-muted">The email body appears here.</span>}
      </div>
      {unknown.length > 0 && (
        <p role="status" className="text-xs text-warning">
          Unknown {unknown.length === 1 ? 'variable' : 'variables'}:{' '}
          {unknown.map((v) => `{{${v}}}`).join(', ')}
        </p>
      )}
    </figure>
  );
}
