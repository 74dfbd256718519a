import { lazy, Suspense } from 'react';
import { Clock, LifeBuoy, MessageSquare } from 'lucide-react';
import { Spinner } from '@web/components/ui/spinner';
import { useIsHydrated } from '@web/lib/prerendered';
import { SectionHeading } from './section-heading';

/**
 * The form and its zod rules load right after the page renders, outside the landing page's first bundle. The
 * pre-rendered page shows the placeholder and asks for the form once hydrated (a form does nothing before).
 */
const ContactForm = lazy(() => import('@web/features/contact').then((m) => ({ default: m.ContactForm })));

const POINTS = [
  { icon: Clock, text: 'A real reply within 24 hours' },
  { icon: MessageSquare, text: 'Pre-sales questions, billing, technical help or feature ideas' },
  { icon: LifeBuoy, text: 'Stuck on your Google API key? We will walk you through it' },
];

export function ContactSection() {
  const isHydrated = useIsHydrated();
  const loadingForm = (
    <div role="status" className="flex min-h-[34rem] items-center justify-center gap-2 text-sm text-muted">
      <Spinner /> Loading the form...
    </div>
  );
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-28 bg-white py-16 sm:py-24">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div className="flex flex-col gap-6">
          <SectionHeading
            id="contact-title"
            align="left"
            eyebrow="Contact"
            title="Questions? Talk to a human."
            description="Write to the team that builds LeadScout. No bots, no ticket maze."
          />
          <ul className="flex flex-col gap-3">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-body">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-line bg-canvas p-5 shadow-sm sm:p-8">
          {isHydrated ? (
            <Suspense fallback={loadingForm}>
              <ContactForm />
            </Suspense>
          ) : (
            loadingForm
          )}
        </div>
      </div>
    </section>
  );
}
