import { z } from 'zod';

/** The support form's categories (spec §3), with the labels the form shows. */
export const CONTACT_CATEGORIES = ['pre-sales', 'technical-support', 'billing', 'feature-request'] as const;
export type TContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_CATEGORY_LABELS: Record<TContactCategory, string> = {
  'pre-sales': 'Pre-sales question',
  'technical-support': 'Technical support',
  billing: 'Billing',
  'feature-request': 'Feature request',
};

/** Field limits of spec §5; both ends are allowed (a 100-character name is fine, 101 is not). */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  subject: { min: 5, max: 200 },
  message: { min: 20, max: 2000 },
} as const;

/**
 * POST /api/contact — the support form. Every text is trimmed before it is checked; the messages are the
 * spec's. `website` is a honeypot: hidden from people, filled in by bots; a request that fills it is answered
 * like any other and then dropped.
 */
export const ZContactRequest = z.object({
  name: z
    .string('Name must be at least 2 characters')
    .trim()
    .min(CONTACT_LIMITS.name.min, 'Name must be at least 2 characters')
    .max(CONTACT_LIMITS.name.max, 'Name must be less than 100 characters'),
  email: z
    .string('Invalid email address')
    .trim()
    .max(CONTACT_LIMITS.email.max, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email address')),
  category: z.enum(CONTACT_CATEGORIES, 'Please choose a category'),
  subject: z
    .string('Subject must be at least 5 characters')
    .trim()
    .min(CONTACT_LIMITS.subject.min, 'Subject must be at least 5 characters')
    .max(CONTACT_LIMITS.subject.max, 'Subject must be less than 200 characters'),
  message: z
    .string('Message must be at least 20 characters')
    .trim()
    .min(CONTACT_LIMITS.message.min, 'Message must be at least 20 characters')
    .max(CONTACT_LIMITS.message.max, 'Message must be less than 2000 characters'),
  website: z.string().max(500).optional(),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

export const ZContactResponse = z.object({ ok: z.literal(true) });

/** Per network address: this many messages in the window, then 429. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;

/** GET /api/admin/support-messages — newest first. `delivered` is false while no SMTP server took it. */
export const ZSupportMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  delivered: z.boolean(),
  createdAt: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;
export const ZSupportMessageList = z.array(ZSupportMessage);
