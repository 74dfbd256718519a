import type { TLead } from '@contracts/search';
import type { TSocialNetwork } from '@contracts/enrichment';
import { cn } from '@web/lib/cn';

type TNetworkStyle = { label: string; mark: string; className: string; field: keyof TLead };

/** Brand-coloured monogram chips: lucide ships no brand logos, and these stay legible at 24 px. */
export const SOCIAL_NETWORK_STYLES: Record<TSocialNetwork, TNetworkStyle> = {
  facebook: {
    label: 'Facebook',
    mark: 'f',
    className: 'bg-[#1877F2] text-white font-bold',
    field: 'facebookUrl',
  },
  instagram: {
    label: 'Instagram',
    mark: 'IG',
    className: 'bg-gradient-to-br from-[#F58529] via-[#DD2A7B] to-[#8134AF] text-white text-[9px] font-bold',
    field: 'instagramUrl',
  },
  linkedin: {
    label: 'LinkedIn',
    mark: 'in',
    className: 'bg-[#0A66C2] text-white text-[11px] font-bold',
    field: 'linkedinUrl',
  },
  twitter: {
    label: 'X (Twitter)',
    mark: '𝕏',
    className: 'bg-inverse text-white text-[11px]',
    field: 'twitterUrl',
  },
  tiktok: {
    label: 'TikTok',
    mark: '♪',
    className: 'bg-inverse text-[#25F4EE] font-bold',
    field: 'tiktokUrl',
  },
  pinterest: {
    label: 'Pinterest',
    mark: 'P',
    className: 'bg-[#E60023] text-white font-bold',
    field: 'pinterestUrl',
  },
  youtube: {
    label: 'YouTube',
    mark: '▶',
    className: 'bg-[#FF0000] text-white text-[9px]',
    field: 'youtubeUrl',
  },
};

/** `sm` (20 px, for table rows) keeps 24 px between chip centres in a `gap-1` row: WCAG 2.5.8's spacing rule. */
export function SocialChip({
  network,
  size = 'md',
  className,
}: {
  network: TSocialNetwork;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const style = SOCIAL_NETWORK_STYLES[network];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex items-center justify-center leading-none select-none',
        size === 'sm' ? 'size-5 rounded' : 'size-6 rounded-md',
        style.className,
        className,
      )}
    >
      {style.mark}
    </span>
  );
}
