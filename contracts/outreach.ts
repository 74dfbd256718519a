import { z } from 'zod';
import { ZRecommendation } from './enrichment';

/* ----------------------------------------------------------------------------------------------
 * Cold email generator — POST /api/leads/:id/cold-email
 * -------------------------------------------------------------------------------------------- */

/** Spec §4: professional (default), friendly, direct. */
export const COLD_EMAIL_TONES = ['professional', 'friendly', 'direct'] as const;
export const ZColdEmailTone = z.enum(COLD_EMAIL_TONES);
export type TColdEmailTone = z.infer<typeof ZColdEmailTone>;

export const ZColdEmailRequest = z.object({
  tone: ZColdEmailTone.default('professional'),
  /** The user saw "Marked contacted by … — continue?" and goes on (decision 112). */
  confirmed: z.boolean().optional(),
});
export type TColdEmailRequest = z.input<typeof ZColdEmailRequest>;

/** One concrete weakness found in the lead's stored data, e.g. "No chat on the site", "3.9 stars from 11 reviews". */
export const ZGap = z.object({ key: z.string(), label: z.string() });
export type TGap = z.infer<typeof ZGap>;

export const ZColdEmailResponse = z.object({
  email: z.string(),
  subject: z.string(),
  gaps: z.array(ZGap),
  /** From the score triggers of spec §9, highest priority first. */
  recommendedServices: z.array(ZRecommendation),
  /** `ai`: written by the configured model and checked against the lead's facts; `builtin`: the no-model writer. */
  engine: z.enum(['ai', 'builtin']),
  /** Set when the model's draft was replaced by the built-in writer, saying why. */
  notice: z.string().nullable(),
});
export type TColdEmailResponse = z.infer<typeof ZColdEmailResponse>;

/* ----------------------------------------------------------------------------------------------
 * Email templates — /api/email-templates
 * -------------------------------------------------------------------------------------------- */

/** Spec §3: templates use professional, friendly or casual (not the generator's "direct"). */
export const TEMPLATE_TONES = ['professional', 'friendly', 'casual'] as const;
export const ZTemplateTone = z.enum(TEMPLATE_TONES);
export type TTemplateTone = z.infer<typeof ZTemplateTone>;

/** Spec §3: 1 initial, 2 follow-up, 3 final. */
export const SEQUENCE_POSITIONS = [1, 2, 3] as const;
export const SEQUENCE_POSITION_LABEL: Record<(typeof SEQUENCE_POSITIONS)[number], string> = {
  1: 'Initial',
  2: 'Follow-up',
  3: 'Final',
};
const ZSequencePosition = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Sequence position must be 1 (initial), 2 (follow-up) or 3 (final)',
});

/** Spec §5 gives one message for any missing field. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';
const required = (max: number, what: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(max, `${what} must be at most ${max} characters`);

export const TEMPLATE_LIMITS = { name: 100, subject: 200, body: 10_000 } as const;

export const ZTemplateInput = z.object({
  name: required(TEMPLATE_LIMITS.name, 'Name'),
  subject: required(TEMPLATE_LIMITS.subject, 'Subject'),
  body: required(TEMPLATE_LIMITS.body, 'Body'),
  tone: ZTemplateTone.default('professional'),
  sequencePosition: ZSequencePosition.default(1),
});
export type TTemplateInput = z.input<typeof ZTemplateInput>;

export const ZTemplatePatch = ZTemplateInput.partial();
export type TTemplatePatch = z.input<typeof ZTemplatePatch>;

export const ZEmailTemplate = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  tone: ZTemplateTone,
  sequencePosition: z.number().int(),
  isSystemTemplate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;
export const ZEmailTemplateList = z.array(ZEmailTemplate);

/** Spec §7: the copy's name is the original's with " (Copy)" after it. */
export const copyName = (name: string) => `${name} (Copy)`.slice(0, TEMPLATE_LIMITS.name);

/* ----------------------------------------------------------------------------------------------
 * Sequences — /api/email-sequences
 * -------------------------------------------------------------------------------------------- */

/** Spec §5: a new step starts three days after the one before it (the first on day 0). */
const SEQUENCE_STEP_GAP_DAYS = 3;
export const MAX_SEQUENCE_STEPS = 10;
export const MAX_DAY_OFFSET = 365;

export function nextDayOffset(steps: readonly { dayOffset: number }[]): number {
  const last = steps.at(-1);
  return last ? last.dayOffset + SEQUENCE_STEP_GAP_DAYS : 0;
}

export const ZSequenceStep = z.object({
  templateId: z.uuid('Choose a template for every step'),
  dayOffset: z
    .number({ error: 'Day offset must be a number' })
    .int('Day offset must be a whole number of days')
    .min(0, 'Day offset cannot be negative')
    .max(MAX_DAY_OFFSET, `Day offset must be at most ${MAX_DAY_OFFSET}`),
  /** A campaign sends this step with its own subject and no In-Reply-To; false: threaded under the step before. */
  newThread: z.boolean({ error: 'New thread must be true or false' }).default(false),
});
export type TSequenceStep = z.infer<typeof ZSequenceStep>;

export const ZSequenceInput = z.object({
  name: z
    .string({ error: 'Please enter a sequence name' })
    .trim()
    .min(1, 'Please enter a sequence name')
    .max(100, 'Name must be at most 100 characters'),
  steps: z
    .array(ZSequenceStep)
    .min(1, 'Add at least one step')
    .max(MAX_SEQUENCE_STEPS, `A sequence has at most ${MAX_SEQUENCE_STEPS} steps`),
});
export type TSequenceInput = z.input<typeof ZSequenceInput>;

export const ZEmailSequence = z.object({
  id: z.string(),
  name: z.string(),
  steps: z.array(ZSequenceStep),
  createdAt: z.string(),
});
export type TEmailSequence = z.infer<typeof ZEmailSequence>;
export const ZEmailSequenceList = z.array(ZEmailSequence);

/* ----------------------------------------------------------------------------------------------
 * Apply a template or sequence to leads — POST /api/outreach/render (JSON), /api/outreach/export (CSV)
 * -------------------------------------------------------------------------------------------- */

const MAX_APPLY_LEADS = 500;

export const ZApplyRequest = z
  .object({
    leadIds: z
      .array(z.uuid('Lead not found'))
      .min(1, 'Select at least one lead')
      .max(MAX_APPLY_LEADS, `Select at most ${MAX_APPLY_LEADS} leads at a time`),
    templateId: z.uuid('Template not found').optional(),
    sequenceId: z.uuid('Sequence not found').optional(),
  })
  .refine((r) => (r.templateId ? 1 : 0) + (r.sequenceId ? 1 : 0) === 1, 'Choose a template or a sequence');
export type TApplyRequest = z.infer<typeof ZApplyRequest>;

export const ZRenderedEmail = z.object({
  leadId: z.string(),
  business: z.string(),
  /** The lead's address (its email column, else the first address the crawl found); empty when none. */
  email: z.string(),
  step: z.number().int(),
  day: z.number().int(),
  templateId: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type TRenderedEmail = z.infer<typeof ZRenderedEmail>;
export const ZRenderedEmails = z.array(ZRenderedEmail);

export const OUTREACH_CSV_COLUMNS = ['Business', 'Email', 'Day', 'Subject', 'Body'] as const;

/* ----------------------------------------------------------------------------------------------
 * Template variables (spec §3) — shared by the server's export and the browser's live preview.
 * -------------------------------------------------------------------------------------------- */

export const TEMPLATE_VARIABLES = [
  'business_name',
  'city',
  'state',
  'niche',
  'lead_score',
  'website',
  'rating',
] as const;
type TTemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TTemplateValues = Record<TTemplateVariable, string | null>;

/**
 * What a variable becomes when the lead has no value, chosen so the sentence still reads: "in your area",
 * "your website", "local" for the niche ("local businesses"). `state` disappears together with the ", " before it ("Austin, {{state}}" → "Austin").
 */
const MISSING_VALUE: Record<TTemplateVariable, string> = {
  business_name: 'your business',
  city: 'your area',
  state: '',
  niche: 'local',
  lead_score: 'N/A',
  website: 'your website',
  rating: 'N/A',
};

export type TLeadForTemplate = {
  businessName: string;
  city: string | null;
  state: string | null;
  niche: string | null;
  leadScore: number | null;
  website: string | null;
  rating: number | null;
};

const blankToNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

/** The variable values of one lead; null where the lead has no value. */
export function templateValuesFor(lead: TLeadForTemplate): TTemplateValues {
  return {
    business_name: blankToNull(lead.businessName),
    city: blankToNull(lead.city),
    state: blankToNull(lead.state),
    niche: blankToNull(lead.niche)?.toLowerCase() ?? null,
    lead_score: lead.leadScore === null ? null : String(lead.leadScore),
    website: blankToNull(lead.website),
    rating: lead.rating === null ? null : formatRating(lead.rating),
  };
}

/** 4 → "4.0", 3.94 → "3.9": how a star rating is written everywhere in outreach. */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}

const VARIABLE = /(\\?)\{\{\s*([A-Za-z_]+)\s*\}\}/g;
const isVariable = (name: string): name is TTemplateVariable =>
  (TEMPLATE_VARIABLES as readonly string[]).includes(name);

/**
 * Fills `{{variable}}` placeholders in one pass: a value that itself contains "{{city}}" or "$&" is inserted
 * as plain text and never expanded again. `\{{city}}` writes a literal "{{city}}". Unknown names are left as
 * written so a typo stays visible. Values are plain text; whoever displays the result escapes it for its medium.
 */
export function renderTemplate(text: string, values: Partial<TTemplateValues>): string {
  // Pieces joined once at the end, and an empty value trims only the pieces just before it: linear in the text.
  const pieces: string[] = [];
  for (const part of parseTemplate(text)) {
    if (typeof part === 'string') pieces.push(part);
    else {
      const value = values[part.variable] ?? MISSING_VALUE[part.variable];
      // An empty value takes the ", " before it along ("Austin, {{state}}" reads "Austin").
      if (value === '') dropCommaBefore(pieces);
      else pieces.push(value);
    }
  }
  return pieces.join('');
}

type TTemplatePart = string | { variable: TTemplateVariable };
/** Recently parsed texts: applying a sequence's subjects and bodies to 500 leads parses each once. */
const parsed = new Map<string, TTemplatePart[]>();
const PARSED_TEXTS = 32;

/** Literal text (escapes and unknown names included, as written) and the variables between it. */
function parseTemplate(text: string): TTemplatePart[] {
  const known = parsed.get(text);
  if (known) return known;
  const parts: TTemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    const [whole, escape, rawName] = match;
    parts.push(text.slice(last, match.index));
    last = match.index + whole.length;
    const name = rawName.toLowerCase();
    if (escape) parts.push(whole.slice(1));
    else if (!isVariable(name)) parts.push(whole);
    else parts.push({ variable: name });
  }
  parts.push(text.slice(last));
  if (parsed.size >= PARSED_TEXTS) parsed.clear();
  parsed.set(text, parts);
  return parts;
}

/** Removes trailing spaces and tabs, then one comma, from the end of what was written so far. */
function dropCommaBefore(pieces: string[]): void {
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = pieces[i];
    let end = piece.length;
    while (end > 0 && (piece[end - 1] === ' ' || piece[end - 1] === '\t')) end--;
    if (end === 0) {
      pieces[i] = '';
      continue;
    }
    pieces[i] = piece[end - 1] === ',' ? piece.slice(0, end - 1) : piece.slice(0, end);
    return;
  }
}

/** The names used in a text that are not variables, e.g. ["buisness_name"]. */
export function unknownVariables(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, escape, name] of text.matchAll(VARIABLE)) {
    if (!escape && !isVariable(name.toLowerCase())) unknown.add(name);
  }
  return [...unknown];
}
