import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@web/lib/use-page-meta';

/**
 * What website owners need to know about our crawler. Every statement mirrors server/features/enrichment
 * (crawl-site.ts, safe-fetch.ts, robots.ts) and the budget in server/features/search/enrich-lead.ts: change the
 * page when the crawler changes.
 */

const BLOCK_ALL = 'User-agent: LeadScoutBot\nDisallow: /';
const BLOCK_SOME = 'User-agent: LeadScoutBot\nDisallow: /private/';

const LINK_CLASSES =
  'rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-primary';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex flex-col gap-3 leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2">
        {children}
      </div>
    </section>
  );
}

function RobotsSnippet({ label, text }: { label: string; text: string }) {
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm font-medium text-slate-600">{label}</figcaption>
      <pre className="overflow-x-auto rounded-lg bg-slate-900 px-4 py-3 font-mono text-sm text-slate-100">
        <code>{text}</code>
      </pre>
    </figure>
  );
}

export function BotPage() {
  usePageMeta(
    'LeadScoutBot, our website crawler | LeadScout',
    'What LeadScoutBot fetches from business websites, how it obeys robots.txt, how to block it, and how to reach us.',
  );
  return (
    <div className="flex-1 bg-white">
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-12 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">For website owners</p>
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">LeadScoutBot</h1>
          <p className="text-lg text-slate-600">
            If you found <code className="font-mono text-base text-slate-800">LeadScoutBot/1.0</code> in your
            server logs, this page explains what it is, what it reads and how to turn it away.
          </p>
        </div>
      </header>
      <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 text-slate-700 sm:px-6">
        <Section id="what" title="What LeadScoutBot is">
          <p>
            LeadScout helps agencies and consultants find local businesses to work with. When someone searches
            LeadScout for a kind of business in a place, the results come from Google Maps listings, and
            LeadScoutBot visits the website a listing names to see what is publicly written there: contact
            email addresses, links to social profiles, the names and job titles of the people listed, and
            which website builder, chat widget and marketing tools the site uses.
          </p>
          <p>
            Its requests identify themselves honestly with the user agent{' '}
            <code className="font-mono text-sm whitespace-nowrap text-slate-800">LeadScoutBot/1.0</code>,
            followed by a link to this page.
          </p>
        </Section>

        <Section id="what-it-fetches" title="What it fetches">
          <ul>
            <li>
              Your <strong>robots.txt</strong> and your <strong>home page</strong>.
            </li>
            <li>
              At most <strong>two more pages</strong> of the same site, chosen from the links on your home
              page: a contact or imprint page, and an about or team page.
            </li>
            <li>
              Only web pages (HTML) that anyone can open: no images, scripts, documents or downloads, and
              nothing behind a login.
            </li>
            <li>
              One visit per search, with <strong>short timeouts</strong>: the whole visit has at most 1.5
              seconds, and whatever has not answered by then is skipped. After robots.txt and the home page,
              pages are requested one at a time, and searches that find the same website within ten minutes
              share one visit.
            </li>
          </ul>
        </Section>

        <Section id="robots-txt" title="It obeys robots.txt">
          <p>
            LeadScoutBot follows the rules in your robots.txt for{' '}
            <code className="font-mono">LeadScoutBot</code>, or the rules for{' '}
            <code className="font-mono">*</code> when there are none for it. It asks for robots.txt at the
            same moment as the home page: when robots.txt does not allow the home page, the home page is
            thrown away unread and nothing else is fetched. The contact and about pages are only requested
            when robots.txt allows them.
          </p>
          <RobotsSnippet
            label="To block LeadScoutBot from your whole site, add to robots.txt:"
            text={BLOCK_ALL}
          />
          <RobotsSnippet label="To keep it out of one folder only:" text={BLOCK_SOME} />
          <p>
            LeadScoutBot keeps a copy of your robots.txt for up to 24 hours, so a change takes effect within a
            day. A site without a robots.txt is treated as allowing everything.
          </p>
        </Section>

        <Section id="what-it-never-does" title="What it never does">
          <ul>
            <li>It never submits forms, signs up or logs in: it only reads pages with plain GET requests.</li>
            <li>It sends no cookies and no passwords.</li>
            <li>
              It fetches nothing beyond the pages listed above, and reads no other website unless your own
              site redirects it there.
            </li>
          </ul>
        </Section>

        <Section id="contact" title="Contact us">
          <p>
            Questions, or something you want us to change? Write to us through the{' '}
            <Link to="/#contact" className={LINK_CLASSES}>
              contact form
            </Link>{' '}
            and tell us your website's address.
          </p>
        </Section>
      </article>
    </div>
  );
}
