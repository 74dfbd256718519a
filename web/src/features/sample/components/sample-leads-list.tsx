import { Globe, MapPin, Phone, Star } from 'lucide-react';
import type { TSampleLead } from '@contracts/sample';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';

function websiteLabel(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function Website({ url }: { url: string | null }) {
  if (!url) return <span className="text-subtle">No website</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="rounded-sm font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
    >
      {websiteLabel(url)}
    </a>
  );
}

function Rating({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-subtle">—</span>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Star className="size-3.5 fill-highlight text-highlight" aria-hidden="true" />
      {rating.toFixed(1)}
    </span>
  );
}

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** The sample leads: a table from the md breakpoint, cards below it. */
export function SampleLeadsList({ leads }: { leads: TSampleLead[] }) {
  return (
    <div data-testid="sample-leads">
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Business</TableHead>
              <TableHead scope="col">Rating</TableHead>
              <TableHead scope="col">Reviews</TableHead>
              <TableHead scope="col">Phone</TableHead>
              <TableHead scope="col">Website</TableHead>
              <TableHead scope="col">Address</TableHead>
              <TableHead scope="col">City</TableHead>
              <TableHead scope="col">State</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {leads.map((lead, i) => (
              <TableRow key={`${lead.businessName}-${i}`}>
                <TableCell className="font-medium text-foreground">{lead.businessName}</TableCell>
                <TableCell>
                  <Rating rating={lead.rating} />
                </TableCell>
                <TableCell className="tabular-nums">{dash(lead.reviewCount)}</TableCell>
                <TableCell className="whitespace-nowrap">{dash(lead.phone)}</TableCell>
                <TableCell>
                  <Website url={lead.website} />
                </TableCell>
                <TableCell className="max-w-64 text-muted">{dash(lead.address)}</TableCell>
                <TableCell>{dash(lead.city)}</TableCell>
                <TableCell>{dash(lead.state)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {leads.map((lead, i) => (
          <li
            key={`${lead.businessName}-${i}`}
            className="grid gap-2 rounded-lg border border-line bg-white p-4 text-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-foreground">{lead.businessName}</p>
              <span className="shrink-0 text-body">
                <Rating rating={lead.rating} />
                {lead.reviewCount !== null && <span className="ml-1 text-subtle">({lead.reviewCount})</span>}
              </span>
            </div>
            <p className="flex items-start gap-2 text-muted">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {lead.address ?? [lead.city, lead.state].filter(Boolean).join(', ')}
                {lead.city && (
                  <span className="sr-only">
                    {' '}
                    City: {lead.city}. State: {lead.state ?? '—'}.
                  </span>
                )}
              </span>
            </p>
            <p className="flex items-center gap-2 text-muted">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {lead.phone ? (
                <a href={`tel:${lead.phone}`} className="inline-flex min-h-6 items-center text-emphasis">
                  {lead.phone}
                </a>
              ) : (
                'No phone listed'
              )}
            </p>
            <p className="flex items-center gap-2">
              <Globe className="size-4 shrink-0 text-muted" aria-hidden="true" />
              <Website url={lead.website} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
