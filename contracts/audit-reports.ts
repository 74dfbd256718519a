import { z } from 'zod';

/**
 * Shared audit reports (issue 32 §7, decision 130): the team's branding (Settings → Branding, `settings.manage`)
 * and the revocable public links `/r/<token>` of one lead's audit, which only ever show their token once.
 */

// ---------------------------------------------------------------------------------------------- branding

/** The logo's largest size, in bytes of the file (not of its base64 text). */
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TLogoType = (typeof LOGO_TYPES)[number];

/** The colour reports wear when the team chose none (the product's primary). */
export const DEFAULT_BRAND_COLOUR = '#2563eb';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#ABC` → `#aabbcc`; `#AABBCC` → `#aabbcc`. */
export function normaliseHexColour(value: string): string {
  const hex = value.toLowerCase();
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export const REPORT_LIGHT_TEXT = '#ffffff';
export const REPORT_DARK_TEXT = '#111827';
const BLACK = '#000000';
/** WCAG 2 AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour to write on `background` (`#rrggbb`): white or near-black, whichever contrasts more; pure
 * black for the mid tones where neither reaches 4.5:1 (black always does when white does not).
 */
export function textColourOn(background: string): string {
  const best =
    contrastRatio(background, REPORT_LIGHT_TEXT) >= contrastRatio(background, REPORT_DARK_TEXT)
      ? REPORT_LIGHT_TEXT
      : REPORT_DARK_TEXT;
  return contrastRatio(background, best) >= MIN_TEXT_CONTRAST ? best : BLACK;
}

/** True for an absolute http(s) URL without a user name or password. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be ${max} characters or less`)
    .nullable()
    .transform((value) => value || null);

/**
 * PUT /api/branding — everything but the logo, which has its own routes (its bytes are sent as they are).
 * Empty text is "not set": reports then show the team's name, the default colour and no call to action.
 */
export const ZUpdateBrandingRequest = z
  .object({
    agencyName: optionalText(100, 'Agency name'),
    colour: z
      .string()
      .trim()
      .regex(HEX_COLOUR, 'Colour must be a hex colour such as #2563eb')
      .transform(normaliseHexColour)
      .nullable(),
    ctaText: optionalText(60, 'Button text'),
    ctaUrl: optionalText(2000, 'Button link').refine(
      (value) => value === null || isWebUrl(value),
      'Button link must be an http(s) address without a user name or password',
    ),
  })
  .refine(
    (value) => (value.ctaText === null) === (value.ctaUrl === null),
    'Give the call to action both a button text and a link, or neither',
  );
export type TUpdateBrandingRequest = z.input<typeof ZUpdateBrandingRequest>;
/** The branding text as saved: every field trimmed, empty text as null, the colour as `#rrggbb`. */
export type TBrandingText = z.output<typeof ZUpdateBrandingRequest>;

export const ZBranding = z.object({
  agencyName: z.string().nullable(),
  colour: z.string().nullable(),
  ctaText: z.string().nullable(),
  ctaUrl: z.string().nullable(),
  /** The stored logo's type and size; its bytes are at `GET /api/branding/logo`. */
  logo: z.object({ type: z.enum(LOGO_TYPES), bytes: z.number().int(), updatedAt: z.string() }).nullable(),
});
export type TBranding = z.infer<typeof ZBranding>;

// ---------------------------------------------------------------------------------------------- shared links

/** A share link as the team sees it: never its token, which is shown once, when it is made. */
export const ZAuditReport = z
  .object({
    id: z.string(),
    leadId: z.string(),
    createdAt: z.string(),
    createdByName: z.string().nullable(),
    /** Counted views: the page stayed visible for a few seconds (a mail scanner's fetch is not one). */
    views: z.number().int(),
    firstViewedAt: z.string().nullable(),
  })
  .meta({ id: 'AuditReport' });
export type TAuditReport = z.infer<typeof ZAuditReport>;

/** GET /api/leads/:id/reports — the lead's live links, newest first (revoked ones are gone). */
export const ZAuditReportList = z.object({ reports: z.array(ZAuditReport) });
export type TAuditReportList = z.infer<typeof ZAuditReportList>;

/** POST /api/leads/:id/reports — the only time the link is shown. */
export const ZCreatedAuditReport = z
  .object({
    report: ZAuditReport,
    /** The public page, e.g. https://app.example.com/r/… */
    url: z.string(),
    /** The same report as a PDF download. */
    pdfUrl: z.string(),
  })
  .meta({ id: 'CreatedAuditReport' });
export type TCreatedAuditReport = z.infer<typeof ZCreatedAuditReport>;

/** A link's token: 32 random bytes, base64url. Anything else is not a link (404 without a lookup). */
export const REPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
