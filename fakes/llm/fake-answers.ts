/** What the fake "model" writes: a grounded email from the facts it was sent, or an invented one on purpose. */

type TFacts = {
  tone?: string;
  business?: { name?: string; city?: string | null; contactFirstName?: string | null };
  gaps?: string[];
  websiteAudit?: { pitch: string }[];
  recommendedServices?: { service: string }[];
  sender?: string | null;
};

function readFacts(messages: { role: string; content: string }[]): TFacts | null {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  if (!last) return null;
  try {
    const parsed = JSON.parse(last.content) as TFacts;
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** A draft that repeats only what the request's facts say (the well-behaved model), opening with the most serious audit finding's pitch. */
export function groundedDraft(messages: { role: string; content: string }[]): {
  subject: string;
  body: string;
} {
  const facts = readFacts(messages);
  const name = facts?.business?.name ?? 'your business';
  const city = facts?.business?.city ? ` in ${facts.business.city}` : '';
  const gaps = (facts?.gaps ?? []).slice(0, 3);
  const services = (facts?.recommendedServices ?? [])
    .slice(0, 2)
    .map((s) =>
      /^[A-Z][a-z]/.test(s.service) ? s.service.charAt(0).toLowerCase() + s.service.slice(1) : s.service,
    );
  const greet = facts?.business?.contactFirstName ?? 'there';
  const pitch = facts?.websiteAudit?.[0]?.pitch;
  const lines = [
    `Hi ${greet},`,
    '',
    `I had a look at ${name}${city}.${pitch ? ` ${pitch}` : ''}${gaps.length ? ' A few things I noticed:' : ''}`,
    ...(gaps.length ? ['', ...gaps.map((g) => `- ${g}`)] : []),
    '',
    services.length
      ? `We can help with ${services.join(' and ')}.`
      : 'We help local businesses win more customers online.',
    '',
    'Open to a short call?',
    '',
    facts?.sender ?? '[Your Name]',
  ];
  const subject =
    facts?.tone === 'friendly'
      ? `Quick idea for ${name}`
      : facts?.tone === 'direct'
        ? `${name}: a quick question`
        : `Ideas for ${name}`;
  return { subject, body: lines.join('\n') };
}

/** The same draft with invented facts: a rating, review count, review site and a percentage nobody supplied. */
export function hallucinatedDraft(messages: { role: string; content: string }[]): {
  subject: string;
  body: string;
} {
  const draft = groundedDraft(messages);
  const invented =
    'I also saw your 4.2 stars from 87 reviews on Yelp, and our clients typically see 37% more bookings.';
  return {
    subject: draft.subject,
    body: draft.body.replace('Open to a short call?', `${invented}\n\nOpen to a short call?`),
  };
}
