import { sql } from 'drizzle-orm';
import type { TTemplateTone } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { logger } from '../../core/logger';

type TSystemTemplate = {
  id: string;
  name: string;
  subject: string;
  body: string;
  tone: TTemplateTone;
  sequencePosition: 1 | 2 | 3;
};

/**
 * The built-in templates: one per tone and sequence position. Fixed ids make the seed an idempotent upsert
 * that any number of app instances may run at once; editing the text here updates every database on start.
 */
export const SYSTEM_TEMPLATES: TSystemTemplate[] = [
  {
    id: '00000000-0000-4000-8000-000000000101',
    name: 'Professional — Initial outreach',
    tone: 'professional',
    sequencePosition: 1,
    subject: 'A few ideas for {{business_name}}',
    body: `Hi there,

I came across {{business_name}} while looking at {{niche}} businesses in {{city}}, {{state}} and took a look at your online presence ({{website}}).

I noticed a few opportunities that could bring you more enquiries from people already searching for you. We help local businesses with their websites, reviews and lead capture.

Would you be open to a short call next week to go through what I found?

Best regards,
[Your Name]`,
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    name: 'Professional — Follow-up',
    tone: 'professional',
    sequencePosition: 2,
    subject: 'Following up: {{business_name}}',
    body: `Hi there,

I wanted to follow up on my note about {{business_name}}. A few small changes online could help more people in {{city}} find you and get in touch.

I'm happy to send a short summary of what I found, with no obligation.

Best regards,
[Your Name]`,
  },
  {
    id: '00000000-0000-4000-8000-000000000103',
    name: 'Professional — Final follow-up',
    tone: 'professional',
    sequencePosition: 3,
    subject: 'Closing the loop with {{business_name}}',
    body: `Hi there,

I haven't heard back, so I'll assume the timing isn't right. If improving how {{business_name}} wins customers online becomes a priority, just reply to this email and I'll send over my notes.

Wishing you continued success.

Best regards,
[Your Name]`,
  },
  {
    id: '00000000-0000-4000-8000-000000000201',
    name: 'Friendly — Initial outreach',
    tone: 'friendly',
    sequencePosition: 1,
    subject: 'Quick idea for {{business_name}}',
    body: `Hi there!

I was checking out {{business_name}} in {{city}} and really liked what I saw. I also spotted a couple of easy wins that could bring you more customers.

Helping {{niche}} businesses like yours with exactly this is what I do, and I'd love to share a few ideas, no strings attached.

Fancy a quick chat this week?

Cheers,
[Your Name]`,
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    name: 'Friendly — Follow-up',
    tone: 'friendly',
    sequencePosition: 2,
    subject: 'Still happy to help, {{business_name}}',
    body: `Hi again!

Just bumping my last note in case it got buried. I put together a few ideas for {{business_name}} and I'm happy to send them over if you're interested.

Cheers,
[Your Name]`,
  },
  {
    id: '00000000-0000-4000-8000-000000000203',
    name: 'Friendly — Final follow-up',
    tone: 'friendly',
    sequencePosition: 3,
    subject: 'Last note from me',
    body: `Hi there!

I don't want to fill up your inbox, so this is my last note. If you ever want a few fresh ideas for {{business_name}}, I'm just a reply away.

All the best,
[Your Name]`,
  },
  {
    id: '00000000-0000-4000-8000-000000000301',
    name: 'Casual — Initial outreach',
    tone: 'casual',
    sequencePosition: 1,
    subject: '{{business_name}} + more customers?',
    body: `Hey,

Saw {{business_name}} online ({{website}}) and had a couple of quick ideas for getting more people in {{city}} through your door.

Worth a quick chat?

[Your Name]`,
  },
  {
    id: '00000000-0000-4000-8000-000000000302',
    name: 'Casual — Follow-up',
    tone: 'casual',
    sequencePosition: 2,
    subject: 'Re: {{business_name}}',
    body: `Hey,

Circling back on this. Happy to send my ideas for {{business_name}} over by email if that's easier.

[Your Name]`,
  },
  {
    id: '00000000-0000-4000-8000-000000000303',
    name: 'Casual — Final follow-up',
    tone: 'casual',
    sequencePosition: 3,
    subject: 'Should I close your file?',
    body: `Hey,

Haven't heard back, so I'll leave it here. If {{business_name}} ever wants a hand online, just reply.

[Your Name]`,
  },
];

const SEEDED_AT = Date.UTC(2025, 0, 1);
const seeded = new WeakMap<Db, Promise<void>>();

async function seed(db: Db): Promise<void> {
  await db
    .insert(emailTemplates)
    // Distinct creation times keep the list in this file's order within a sequence position (professional first).
    .values(
      SYSTEM_TEMPLATES.map((t, i) => ({
        ...t,
        teamId: null,
        createdBy: null,
        isSystemTemplate: true,
        createdAt: new Date(SEEDED_AT + i * 1000),
      })),
    )
    .onConflictDoUpdate({
      target: emailTemplates.id,
      set: {
        name: sql`excluded.name`,
        subject: sql`excluded.subject`,
        body: sql`excluded.body`,
        tone: sql`excluded.tone`,
        sequencePosition: sql`excluded.sequence_position`,
        teamId: sql`null`,
        createdBy: sql`null`,
        isSystemTemplate: sql`true`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

/** Seeds the system templates once per database per process; a failure is retried on the next call. */
export function systemTemplatesReady(db: Db): Promise<void> {
  let ready = seeded.get(db);
  if (!ready) {
    ready = seed(db).catch((error) => {
      seeded.delete(db);
      logger.error('could not seed the system email templates', { error });
      throw error;
    });
    seeded.set(db, ready);
  }
  return ready;
}
