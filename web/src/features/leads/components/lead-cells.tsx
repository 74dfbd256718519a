import { ExternalLink, Globe, MapPin, Phone, Sparkles, Star, UserRound } from 'lucide-react';
import { use } from 'react';
import { Link } from 'react-router';
import { checkOf } from '@contracts/email-checks';
import { SOCIAL_NETWORKS } from '@contracts/enrichment';
import type { TLead } from '@contracts/search';
import { Button } from '@web/components/ui/button';
import { Tooltip } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/cn';
import { displayHost } from '../lib/describe-website';
import { EmailCheckIcon, emailCheckWords } from './email-checks';
import { LeadFlags } from './lead-flags';
import { LeadLinkContext } from './lead-link';
import { LeadScoreBadge } from './lead-score-badge';
import { SOCIAL_NETWORK_STYLES, SocialChip } from './social-icons';

/** Muted text stays `subtle` (slate-500) or darker: 4.5:1 on white and on the selected row's tint. */
const MUTED = <span className="text-sm text-muted">—</span>;

export function BusinessNameCell({ lead }: { lead: TLead }) {
  const href = use(LeadLinkContext)(lead);
  return (
    <div className="grid min-w-0 gap-0.5">
      {href ? (
        <Link
          to={href}
          className="group/name rounded-sm focus-visible:outline-2 focus-visible:outline-primary"
          title={`Open ${lead.businessName}`}
        >
          <span className="line-clamp-2 font-medium break-words text-foreground group-hover/name:text-primary group-hover/name:underline">
            {lead.businessName}
          </span>
        </Link>
      ) : (
        <span className="line-clamp-2 font-medium break-words text-foreground" title={lead.businessName}>
          {lead.businessName}
        </span>
      )}
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
        <span className="text-xs text-muted">No website</span>
      )}
      <LeadFlags lead={lead} />
    </div>
  );
}

/** The best address first: the lead's chosen email, else the first one the crawl found. */
function bestEmail(lead: TLead): string | null {
  return lead.email ?? lead.emails[0]?.email ?? null;
}

export function ContactInfoCell({ lead }: { lead: TLead }) {
  const email = bestEmail(lead);
  const check = email ? checkOf(lead.emailChecks, email) : undefined;
  const contact = lead.contactName ?? lead.contacts[0]?.name ?? null;
  const title = lead.contactName ? lead.contactTitle : (lead.contacts[0]?.title ?? null);
  if (!lead.phone && !email && !contact) return MUTED;
  return (
    <div className="grid min-w-0 gap-0.5 text-xs">
      {lead.phone && (
        <a
          href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex min-h-6 items-center gap-1.5 text-body hover:text-primary"
        >
          <Phone className="size-3 shrink-0 text-faint" aria-hidden="true" />
          <span className="truncate tabular-nums">{lead.phone}</span>
        </a>
      )}
      {email && (
        <a
          href={`mailto:${email}`}
          className="inline-flex min-h-6 min-w-0 items-center gap-1.5 text-body hover:text-primary"
          title={`${email} — ${emailCheckWords(check)}`}
        >
          <EmailCheckIcon check={check} />
          <span className="truncate">{email}</span>
          {check && <span className="sr-only">, {emailCheckWords(check)}</span>}
        </a>
      )}
      {contact && (
        <span
          className="inline-flex min-w-0 items-center gap-1.5 text-body"
          title={title ? `${contact}, ${title}` : contact}
        >
          <UserRound className="size-3 shrink-0 text-faint" aria-hidden="true" />
          <span className="truncate">
            {contact}
            {title && <span className="text-muted"> · {title}</span>}
          </span>
        </span>
      )}
    </div>
  );
}

/** City and state (the full address on hover), else the address. `withIcon` marks it when it sits under the name. */
export function LocationCell({ lead, withIcon = false }: { lead: TLead; withIcon?: boolean }) {
  const place = [lead.city, lead.state].filter(Boolean).join(', ');
  if (!place && !lead.address) return withIcon ? null : MUTED;
  return (
    <span
      className={cn(
        'min-w-0 text-body',
        withIcon ? 'flex items-start gap-1 text-xs text-muted' : 'block text-sm',
      )}
      title={lead.address ?? place}
    >
      {withIcon && <MapPin className="mt-0.5 size-3 shrink-0 text-muted" aria-hidden="true" />}
      <span className={place ? 'block truncate' : 'line-clamp-2 text-xs text-muted'}>
        {place || lead.address}
      </span>
    </span>
  );
}

/** Five stars filled to the rating (to the nearest half), with the numbers beside them. */
function StarRating({ rating, className }: { rating: number; className?: string }) {
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
            <Star className="absolute inset-0 size-3.5 fill-line text-line" aria-hidden="true" />
            {fill !== 'empty' && (
              <span className={cn('absolute inset-0 overflow-hidden', fill === 'half' && 'w-1/2')}>
                <Star className="size-3.5 fill-highlight text-highlight" aria-hidden="true" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** Stars and the rating on one line, the review count under them: fits a narrow column without wrapping. */
export function RatingCell({ lead }: { lead: TLead }) {
  if (lead.rating === null) return <span className="text-xs text-muted">No rating</span>;
  return (
    <div className="grid gap-0.5">
      <span className="inline-flex items-center gap-1">
        <StarRating rating={lead.rating} />
        <span className="text-xs font-semibold text-emphasis tabular-nums" aria-hidden="true">
          {lead.rating.toFixed(1)}
        </span>
      </span>
      {lead.reviewCount !== null && (
        <span className="text-xs whitespace-nowrap text-muted tabular-nums">
          {lead.reviewCount.toLocaleString()} {lead.reviewCount === 1 ? 'review' : 'reviews'}
        </span>
      )}
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

/** `compact` (the table): 20 px chips, three to a line in the Social Media column. */
export function SocialMediaCell({ lead, compact = false }: { lead: TLead; compact?: boolean }) {
  const profiles = socialProfilesOf(lead);
  if (profiles.length === 0) {
    return (
      <span className="text-xs text-muted">
        {lead.enrichmentStatus === 'pending' ? 'Checking…' : 'None found'}
      </span>
    );
  }
  return (
    <ul className="flex flex-wrap gap-1">
      {profiles.map(({ network, url }) => (
        <li key={network}>
          <Tooltip content={SOCIAL_NETWORK_STYLES[network].label}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={`${SOCIAL_NETWORK_STYLES[network].label} profile`}
              className="block rounded-md transition-opacity hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary"
            >
              <SocialChip network={network} size={compact ? 'sm' : 'md'} />
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}

type TLeadActionsCellProps = {
  lead: TLead;
  onGenerateEmail?: (lead: TLead) => void;
  /**
   * `stack` (the table): one above the other, labelled "Email" and "Map" until the table is wide enough for the
   * full words (the full names are always their accessible names). `row` (the cards): side by side, full labels.
   */
  layout?: 'stack' | 'row';
};

/**
 * `long` where the table has room (a container query on the table), else `short`, its last word(s). Screen
 * readers always get `long`.
 */
function ShortLabel({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className="sr-only">{long}</span>
      <span aria-hidden="true">
        <span className="hidden @min-[1200px]:inline">{long.slice(0, -short.length)}</span>
        {short}
      </span>
    </>
  );
}

export function LeadActionsCell({ lead, onGenerateEmail, layout = 'stack' }: TLeadActionsCellProps) {
  const isStack = layout === 'stack';
  const generate = onGenerateEmail && (
    <Button variant="outline" size="xs" onClick={() => onGenerateEmail(lead)}>
      <Sparkles aria-hidden="true" />
      {isStack ? <ShortLabel long="Generate Email" short="Email" /> : 'Generate Email'}
    </Button>
  );
  const map = lead.googleMapsUri && (
    <a
      href={lead.googleMapsUri}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium text-body hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
    >
      <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
      {isStack ? <ShortLabel long="View on Map" short="Map" /> : 'View on Map'}
      <ExternalLink className="size-3 shrink-0 text-muted" aria-hidden="true" />
    </a>
  );
  return (
    <div className={cn('flex gap-1', isStack ? 'flex-col items-start' : 'flex-row flex-wrap items-center')}>
      {generate && isStack ? <Tooltip content="Generate a cold email">{generate}</Tooltip> : generate}
      {map && isStack ? <Tooltip content="Open in Google Maps (new tab)">{map}</Tooltip> : map}
    </div>
  );
}

/** Read-only notes and tags: until the workspace feature supplies its editor, and to a role that may not write. */
export function NotesTagsPreview({ lead }: { lead: TLead }) {
  if (lead.tags.length === 0 && !lead.notes) return <span className="text-xs text-muted">—</span>;
  return (
    <div className="grid gap-1">
      {lead.tags.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {lead.tags.map((tag) => (
            <span key={tag} className="rounded bg-surface-muted px-1.5 py-0.5 text-[11px] text-body">
              {tag}
            </span>
          ))}
        </div>
      )}
      {lead.notes && <p className="line-clamp-2 text-xs text-muted">{lead.notes}</p>}
    </div>
  );
}

/** The lead's score badge; a click opens its Lead Score Analysis. */
export function LeadScoreCell({
  lead,
  onOpenAnalysis,
}: {
  lead: TLead;
  onOpenAnalysis: (lead: TLead) => void;
}) {
  const isDeepChecking = lead.deepStatus === 'pending' || lead.deepStatus === 'running';
  return (
    <span className="inline-flex items-center gap-1.5">
      <LeadScoreBadge
        score={lead.leadScore}
        isPending={lead.enrichmentStatus === 'pending'}
        businessName={lead.businessName}
        onOpenAnalysis={() => onOpenAnalysis(lead)}
      />
      {isDeepChecking && (
        // One small dot per row; the search page's status line is the live region that speaks.
        <span className="inline-flex items-center" title="Deeper check running…">
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-primary/70" />
          <span className="sr-only">Deeper check running…</span>
        </span>
      )}
    </span>
  );
}
