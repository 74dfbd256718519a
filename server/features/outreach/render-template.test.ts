import { describe, expect, it } from 'vitest';
import {
  copyName,
  nextDayOffset,
  renderTemplate,
  templateValuesFor,
  unknownVariables,
  ZSequenceInput,
  ZTemplateInput,
} from '@contracts/outreach';

const lead = {
  businessName: "Joe's Plumbing",
  city: 'Austin',
  state: 'TX',
  niche: 'Plumber',
  leadScore: 38,
  website: 'https://joes.example',
  rating: 3.94,
};

describe('template variables', () => {
  it('trims the ", " before an empty value across what was written before it, and renders a text again alike', () => {
    const values = { city: 'Austin,', state: '' };
    expect(renderTemplate('In {{city}} \t{{state}}!', values)).toBe('In Austin!');
    expect(renderTemplate('In {{city}} \t{{state}}!', values)).toBe('In Austin!');
    expect(renderTemplate('{{state}}, {{state}}', values)).toBe('');
  });

  it('fills every variable of spec §3 from the lead', () => {
    const text = '{{business_name}}|{{city}}|{{state}}|{{niche}}|{{lead_score}}|{{website}}|{{rating}}';
    expect(renderTemplate(text, templateValuesFor(lead))).toBe(
      "Joe's Plumbing|Austin|TX|plumber|38|https://joes.example|3.9",
    );
  });

  it('accepts spaces and any case inside the braces', () => {
    expect(renderTemplate('Hi {{ Business_Name }}!', templateValuesFor(lead))).toBe("Hi Joe's Plumbing!");
  });

  it('renders missing values so the sentence still reads', () => {
    const bare = templateValuesFor({
      businessName: 'Bare Co',
      city: null,
      state: '  ',
      niche: null,
      leadScore: null,
      website: null,
      rating: null,
    });
    expect(renderTemplate('{{business_name}} in {{city}}, {{state}}.', bare)).toBe('Bare Co in your area.');
    expect(renderTemplate('Visit {{website}}', bare)).toBe('Visit your website');
    expect(renderTemplate('Score {{lead_score}}, rating {{rating}}', bare)).toBe('Score N/A, rating N/A');
    expect(renderTemplate('other {{niche}} businesses', bare)).toBe('other local businesses');
    expect(renderTemplate('Austin, {{state}} is great', bare)).toBe('Austin is great');
  });

  it('inserts values as plain text: never re-expanded, no replacement patterns, no HTML meaning', () => {
    const tricky = templateValuesFor({ ...lead, businessName: '{{city}} $& $1 <b>Bold</b>' });
    expect(renderTemplate('Hello {{business_name}}', tricky)).toBe('Hello {{city}} $& $1 <b>Bold</b>');
  });

  it('writes \\{{name}} as a literal placeholder and leaves unknown names visible', () => {
    const values = templateValuesFor(lead);
    expect(renderTemplate('Use \\{{city}} for the city: {{city}}', values)).toBe(
      'Use {{city}} for the city: Austin',
    );
    expect(renderTemplate('Hi {{buisness_name}}', values)).toBe('Hi {{buisness_name}}');
    expect(unknownVariables('Hi {{buisness_name}} in {{city}} \\{{nope}}')).toEqual(['buisness_name']);
  });

  it('formats ratings with one decimal', () => {
    expect(templateValuesFor({ ...lead, rating: 4 }).rating).toBe('4.0');
    expect(templateValuesFor({ ...lead, rating: 4.96 }).rating).toBe('5.0');
  });
});

describe('template form validation', () => {
  it('asks to fill in all fields when name, subject or body is missing or blank', () => {
    for (const input of [
      { subject: 's', body: 'b' },
      { name: ' ', subject: 's', body: 'b' },
      { name: 'n', subject: 's', body: '\n' },
    ]) {
      const result = ZTemplateInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Please fill in all fields');
    }
    expect(ZTemplateInput.parse({ name: ' n ', subject: 's', body: 'b' })).toEqual({
      name: 'n',
      subject: 's',
      body: 'b',
      tone: 'professional',
      sequencePosition: 1,
    });
  });

  it('only knows the three tones and positions of spec §3', () => {
    expect(ZTemplateInput.safeParse({ name: 'n', subject: 's', body: 'b', tone: 'direct' }).success).toBe(
      false,
    );
    expect(
      ZTemplateInput.safeParse({ name: 'n', subject: 's', body: 'b', sequencePosition: 4 }).success,
    ).toBe(false);
    expect(
      ZTemplateInput.safeParse({ name: 'n', subject: 's', body: 'b', tone: 'casual', sequencePosition: 3 })
        .success,
    ).toBe(true);
  });

  it('names a copy "<name> (Copy)"', () => {
    expect(copyName('Welcome')).toBe('Welcome (Copy)');
    expect(copyName('x'.repeat(100))).toHaveLength(100);
  });
});

describe('sequence offsets', () => {
  it('starts on day 0 and adds three days per new step', () => {
    expect(nextDayOffset([])).toBe(0);
    expect(nextDayOffset([{ dayOffset: 0 }])).toBe(3);
    expect(nextDayOffset([{ dayOffset: 0 }, { dayOffset: 7 }])).toBe(10);
  });

  it('refuses negative or fractional offsets and empty sequences', () => {
    const step = (dayOffset: number) => ({ templateId: '00000000-0000-4000-8000-000000000101', dayOffset });
    expect(ZSequenceInput.safeParse({ name: 'S', steps: [step(-1)] }).error?.issues[0].message).toBe(
      'Day offset cannot be negative',
    );
    expect(ZSequenceInput.safeParse({ name: 'S', steps: [step(1.5)] }).success).toBe(false);
    expect(ZSequenceInput.safeParse({ name: 'S', steps: [] }).error?.issues[0].message).toBe(
      'Add at least one step',
    );
    expect(ZSequenceInput.safeParse({ name: 'S', steps: [step(0), step(3), step(6)] }).success).toBe(true);
  });
});
