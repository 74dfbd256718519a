import {
  Bot,
  Gauge,
  Globe,
  Megaphone,
  MessageSquareText,
  Phone,
  Search,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { TFilterPresetId } from '@contracts/filters';

export type TPersonaId = 'web-designers' | 'marketing-agencies' | 'chatbot-providers';

type TPoint = { icon: LucideIcon; title: string; text: string };

type TPersona = {
  id: TPersonaId;
  path: string;
  /** Browser title and meta description. */
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  headline: string;
  subheadline: string;
  /** The lead score preset that fits this persona (FILTER_PRESETS in contracts/filters.ts). */
  presetId: TFilterPresetId;
  presetPitch: string;
  /** Three illustrative leads the preset would surface. */
  examples: { name: string; detail: string; score: number }[];
  pains: TPoint[];
  steps: { title: string; text: string }[];
  quote: { text: string; name: string; role: string };
  /** What one won client is worth, for the ROI line. */
  dealValueUsd: number;
  dealLabel: string;
};

export const PERSONAS: Record<TPersonaId, TPersona> = {
  'web-designers': {
    id: 'web-designers',
    path: '/for-web-designers',
    metaTitle: 'LeadScout for Web Designers — Find businesses that need a new website',
    metaDescription:
      'Find local businesses with great reviews and weak or missing websites. LeadScout scores every lead so web designers pitch the clients who need them most.',
    eyebrow: 'For web designers',
    headline: 'Find businesses whose reputation has outgrown their website',
    subheadline:
      'LeadScout checks every local business website for you — missing, slow, not mobile-friendly, no SSL — and puts the busiest ones with the weakest sites at the top.',
    presetId: 'great-reputation-weak-website',
    presetPitch:
      'Customers love them, their website lets them down. These owners already know word of mouth works — show them what a site that converts would add.',
    examples: [
      { name: 'Oak & Iron Barbers', detail: '4.8★ · 260 reviews · no website', score: 38 },
      { name: 'Casa Verde Taqueria', detail: '4.7★ · 512 reviews · site not mobile-friendly', score: 44 },
      { name: 'Sunrise Physical Therapy', detail: '4.9★ · 143 reviews · no SSL, 9 s load', score: 47 },
    ],
    pains: [
      {
        icon: Search,
        title: 'No more hunting on Maps',
        text: 'Stop opening 80 tabs to find the 5 businesses with a dated site.',
      },
      {
        icon: Globe,
        title: 'Proof for your pitch',
        text: 'Each lead shows what its website is missing, so your first email is specific.',
      },
      {
        icon: Star,
        title: 'Owners who can pay',
        text: 'High ratings and many reviews mean a busy business with budget.',
      },
    ],
    steps: [
      {
        title: 'Search your niche and city',
        text: 'Restaurants in Portland, salons in Leeds — up to 50 leads per search.',
      },
      {
        title: 'Apply “Great Reputation, Weak Website”',
        text: 'One click keeps rating 4.5+ with a lead score of 50 or less.',
      },
      {
        title: 'Send a tailored pitch',
        text: 'The AI email writer mentions the exact gaps found on their site.',
      },
    ],
    quote: {
      text: 'The weak-website preset is basically my sales pipeline. I booked three redesigns in my first week.',
      name: 'Sarah Kim',
      role: 'Freelance web designer, Denver',
    },
    dealValueUsd: 2500,
    dealLabel: 'website project',
  },
  'marketing-agencies': {
    id: 'marketing-agencies',
    path: '/for-marketing-agencies',
    metaTitle: 'LeadScout for Marketing Agencies — Scored local prospect lists in minutes',
    metaDescription:
      'Build niche prospect lists by city with lead scores, socials, contacts and tech stack. LeadScout helps marketing agencies fill the pipeline with high-value leads.',
    eyebrow: 'For marketing agencies',
    headline: 'Fill your agency pipeline with high-value local clients',
    subheadline:
      'Turn any niche and city into a scored prospect list with socials, on-site contacts and marketing tools detected — ready for your SDRs or your CRM.',
    presetId: 'high-value',
    presetPitch:
      'Start every outreach day with the leads that score 70 or more: established businesses with a real online presence and a budget for growth.',
    examples: [
      { name: 'Summit Roofing Co.', detail: '4.6★ · 188 reviews · no ad pixels found', score: 82 },
      { name: 'Bright Smile Dental', detail: '4.9★ · 312 reviews · Facebook, Instagram', score: 88 },
      { name: 'Lakeside Auto Care', detail: '4.5★ · 97 reviews · WordPress, no analytics', score: 74 },
    ],
    pains: [
      {
        icon: Users,
        title: 'Lists your reps trust',
        text: 'Fresh Google Maps data on every search instead of stale purchased databases.',
      },
      {
        icon: Gauge,
        title: 'Prioritised automatically',
        text: 'A 0–100 score from website, socials, reputation, reviews and reachability.',
      },
      {
        icon: Megaphone,
        title: 'Campaign-ready',
        text: 'Lists, tags, notes and CSV export slot straight into your outbound process.',
      },
    ],
    steps: [
      {
        title: 'Search a vertical in each city you serve',
        text: 'Dentists, roofers, gyms — up to 50 leads per search, more with Get More.',
      },
      {
        title: 'Apply “High-Value Leads”',
        text: 'Keep the leads scoring 70+ and save them to a colour-coded list.',
      },
      {
        title: 'Hand off to outreach',
        text: 'Export to CSV or generate cold emails and sequences for each lead.',
      },
    ],
    quote: {
      text: 'We used to pay a VA to build prospect lists. LeadScout does a cleaner job in a minute, and reps call the 70+ leads first.',
      name: 'David Okafor',
      role: 'Founder, Northline Marketing',
    },
    dealValueUsd: 1500,
    dealLabel: 'monthly retainer',
  },
  'chatbot-providers': {
    id: 'chatbot-providers',
    path: '/for-chatbot-providers',
    metaTitle: 'LeadScout for Chatbot Providers — Find busy businesses without a chatbot',
    metaDescription:
      'LeadScout detects chat widgets on local business websites. Find busy businesses with strong lead scores and no chatbot — the easiest pitch for chatbot and AI agents.',
    eyebrow: 'For chatbot providers',
    headline: 'Find busy businesses that still answer questions by hand',
    subheadline:
      'LeadScout looks for chat widgets on every website it finds — Intercom, Drift, Tidio and more — so you only pitch businesses that don’t have one yet.',
    presetId: 'missing-chatbot',
    presetPitch:
      'Leads scoring 60 or more with no chatbot on their site: enough traffic and reviews to need one, nothing answering visitors after hours.',
    examples: [
      { name: 'Austin Kids Dental', detail: '4.8★ · 203 reviews · no chat widget', score: 71 },
      { name: 'Precision HVAC Services', detail: '4.6★ · 164 reviews · contact form only', score: 66 },
      { name: 'Harbor View Veterinary', detail: '4.7★ · 288 reviews · no chat widget', score: 78 },
    ],
    pains: [
      {
        icon: Bot,
        title: 'Chatbot detection built in',
        text: 'See which businesses already run a chat widget — and which platform.',
      },
      {
        icon: Phone,
        title: 'Busy enough to need you',
        text: 'Review volume and ratings show who gets more enquiries than they can handle.',
      },
      {
        icon: MessageSquareText,
        title: 'A pitch that writes itself',
        text: 'AI cold emails point out the after-hours questions they are missing.',
      },
    ],
    steps: [
      {
        title: 'Search the niches you serve',
        text: 'Clinics, trades, restaurants — any business type in any city.',
      },
      {
        title: 'Apply “Missing Chatbot”',
        text: 'One click keeps leads with no chatbot and a score of 60 or more.',
      },
      {
        title: 'Reach out with specifics',
        text: 'Mention their review count and opening hours in a tailored email.',
      },
    ],
    quote: {
      text: 'Seeing which dentists have no chatbot and 200+ reviews changed our outbound. Reply rates roughly doubled.',
      name: 'Elena Garcia',
      role: 'Sales lead, ChatDesk AI',
    },
    dealValueUsd: 300,
    dealLabel: 'monthly chatbot plan',
  },
};

/** The marketing pages' own pricing statement (spec §1): a 14-day trial without a card and $79/month for ROI. */
export const SOLUTIONS_PRICING = { trialDays: 14, monthlyUsd: 79 } as const;
