import { Star } from 'lucide-react';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';

type TPreviewLead = { name: string; place: string; rating: number; score: number; gap: string };

const PREVIEW_LEADS: TPreviewLead[] = [
  { name: 'Bright Smile Dental', place: 'Austin, TX', rating: 4.8, score: 86, gap: 'No chatbot' },
  { name: 'Oak & Iron Barbers', place: 'Austin, TX', rating: 4.6, score: 64, gap: 'No website' },
  { name: 'Green Leaf Landscaping', place: 'Round Rock, TX', rating: 4.2, score: 37, gap: 'Weak SEO' },
];

function scoreVariant(score: number): TBadgeVariant {
  if (score >= 70) return 'success';
  if (score >= 40) return 'warning';
  return 'secondary';
}

/** An illustrative, static results card; decorative, so it is hidden from assistive technology. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="rounded-xl border border-line bg-white p-4 shadow-xl shadow-inverse/5">
      <div className="flex items-center justify-between border-b border-line-soft pb-3">
        <p className="text-sm font-semibold text-foreground">Dentists, barbers & landscapers in Austin</p>
        <span className="text-xs text-subtle">3 of 48 leads</span>
      </div>
      <ul className="divide-y divide-line-soft">
        {PREVIEW_LEADS.map((lead) => (
          <li key={lead.name} className="flex items-center gap-3 py-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-sm font-semibold text-muted">
              {lead.name.charAt(0)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-foreground">{lead.name}</span>
              <span className="flex items-center gap-1 text-xs whitespace-nowrap text-subtle">
                {lead.place} · <Star className="size-3 fill-highlight text-highlight" /> {lead.rating}
              </span>
            </span>
            <span className="hidden sm:block">
              <Badge variant="secondary">{lead.gap}</Badge>
            </span>
            <Badge variant={scoreVariant(lead.score)} className="w-11 justify-center">
              {lead.score}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
