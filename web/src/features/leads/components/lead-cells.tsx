import { ExternalLink, Globe, Mail, MapPin, Phone, Sparkles, Star, UserRound } from 'lucide-react';
import { SOCIAL_NETWORKS } from '@contracts/enrichment';
import type { TLead } from '@contracts/search';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { displayHost } from '../lib/describe-website';
import { SOCIAL_NETWORK_STYLES, SocialChip } from './social-icons';

const MUTED = <span className="text-sm text-slate-400">—</span>;

export function BusinessNameCell({ lead }: { lead: TLead }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="line-clamp-2 font-medium break-words text-slate-900" title={lead.businessName}>
        {lead.businessName}
      </span>
      {lead.website ? (
        <a
          href={lead.website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex min-w-0 items-center gap-1 text-xs text-primary hover:underline"
          title={lead.website}
        >
          <Globe className="size-3 shrink-0" aria-hidden="true" />
          <span className="truncate">{displayHost(lead.website)}</span>
        </a>
      ) : (
        <span className="text-xs text-slate-400">No website</span>
      )}
    </div>
  );
}

/** The best address first: the lead's chosen email, else the first one the crawl found. */
export function bestEmail(lead: TLead): string | null {
  return lead.email ?? lead.emails[0]?.email ?? null;
}

export function ContactInfoCell({ lead }: { lead: TLead }) {
  const email = bestEmail(lead);
  const contact = lead.contactName ?? lead.contacts[0]?.name ?? null;
  const title = lead.contactName ? lead.contactTitle : (lead.contacts[0]?.title ?? null);
  if (!lead.phone && !email && !contact) return MUTED;
  return (
    <div className="grid min-w-0 gap-1 text-xs">
      {lead.phone && (
        <a
          href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-1.5 text-slate-700 hover:text-primary"
        >
          <Phone className="size-3 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate tabular-nums">{lead.phone}</span>
        </a>
      )}
      {email && (
        <a
          href={`mailto:${email}`}
          className="inline-flex min-w-0 items-center gap-1.5 text-slate-700 hover:text-primary"
          title={email}
        >
          <Mail className="size-3 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{email}</span>
        </a>
      )}
      {contact && (
        <span
          className="inline-flex min-w-0 items-center gap-1.5 text-slate-700"
          title={title ? `${contact}, ${title}` : contact}
        >
          <UserRound className="size-3 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">
            {contact}
            {title && <span className="text-slate-500"> · {title}</span>}
          </span>
        </span>
      )}
    </div>
  );
}

export function LocationCell({ lead }: { lead: TLead }) {
  const place = [lead.city, lead.state].filter(Boolean).join(', ');
  if (!place)
    return lead.address ? <span className="line-clamp-2 text-xs text-slate-600">{lead.address}</span> : MUTED;
  return (
    <span className="block truncate text-sm text-slate-700" title={lead.address ?? place}>
      {place}
    </span>
  );
}

/** Five stars filled to the rating (to the nearest half), with the numbers beside them. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      className={cn('inline-flex items-center', className)}
      role="img"
      aria-label={`${rating.toFixed(1)} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'empty';
        return (
          <span key={n} className="relative size-3.5">
            <Star className="absolute inset-0 size-3.5 fill-slate-200 text-slate-200" aria-hidden="true" />
            {fill !== 'empty' && (
              <span className={cn('absolute inset-0 overflow-hidden', fill === 'half' && 'w-1/2')}>
                <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

export function RatingCell({ lead }: { lead: TLead }) {
  if (lead.rating === null) return <span className="text-xs text-slate-400">No rating</span>;
  return (
    <div className="grid gap-0.5">
      <StarRating rating={lead.rating} />
      <span className="text-xs whitespace-nowrap text-slate-600">
        <span className="font-medium text-slate-800 tabular-nums">{lead.rating.toFixed(1)}</span>
        {lead.reviewCount !== null && (
          <span className="tabular-nums">
            {' '}
            ({lead.reviewCount.toLocaleString()} {lead.reviewCount === 1 ? 'review' : 'reviews'})
          </span>
        )}
      </span>
    </div>
  );
}

/** The networks a lead has a profile on, in the spec's order, with their URLs. */
export function socialProfilesOf(lead: TLead) {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = lead[SOCIAL_NETWORK_STYLES[network].field];
    return typeof url === 'string' && url ? [{ network, url }] : [];
  });
}

export function SocialMediaCell({ lead }: { lead: TLead }) {
  const profiles = socialProfilesOf(lead);
  if (profiles.length === 0) {
    return (
      <span className="text-xs text-slate-400">
        {lead.enrichmentStatus === 'pending' ? 'Checking…' : 'None found'}
      </span>
    );
  }
  return (
    <ul className="flex flex-wrap gap-1">
      {profiles.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            title={SOCIAL_NETWORK_STYLES[network].label}
            aria-label={`${SOCIAL_NETWORK_STYLES[network].label} profile`}
            className="block rounded-md transition-opacity hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary"
          >
            <SocialChip network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

type TLeadActionsCellProps = {
  lead: TLead;
  onGenerateEmail?: (lead: TLead) => void;
  layout?: 'stack' | 'row';
};

export function LeadActionsCell({ lead, onGenerateEmail, layout = 'stack' }: TLeadActionsCellProps) {
  return (
    <div
      className={cn(
        'flex gap-1',
        layout === 'stack' ? 'flex-col items-start' : 'flex-row flex-wrap items-center',
      )}
    >
      {onGenerateEmail && (
        <Button
          variant="outline"
          size="sm"
          className="h-7 px-2 text-xs"
          onClick={() => onGenerateEmail(lead)}
        >
          <Sparkles aria-hidden="true" />
          Generate Email
        </Button>
      )}
      {lead.googleMapsUri ? (
        <a
          href={lead.googleMapsUri}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <MapPin className="size-3.5" aria-hidden="true" />
          View on Map
          <ExternalLink className="size-3 text-slate-400" aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}

/** Read-only notes and tags, shown until the workspace feature supplies its editor. */
export function NotesTagsPreview({ lead }: { lead: TLead }) {
  if (lead.tags.length === 0 && !lead.notes) return <span className="text-xs text-slate-400">—</span>;
  return (
    <div className="grid gap-1">
      {lead.tags.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {lead.tags.map((tag) => (
            <span key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-700">
              {tag}
            </span>
          ))}
        </div>
      )}
      {lead.notes && <p className="line-clamp-2 text-xs text-slate-600">{lead.notes}</p>}
    </div>
  );
}
