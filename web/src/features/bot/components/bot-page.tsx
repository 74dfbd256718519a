import { Link } from 'react-router';
import {
  DEEP_PASS_LIMITS,
  FIRST_PASS_LIMITS,
  PAGE_TEXT_LIMITS,
  describeBytes,
  describeSeconds,
} from '@contracts/crawler';
import { DOC_LINK_CLASSES, DocPage, DocSection, DocSnippet } from '@web/components/layout/doc-page';

/**
 * What website owners need to know about our crawler. Every statement mirrors server/features/enrichment
 * (crawl-site.ts, crawl-site-deep.ts, safe-fetch.ts, robots.ts, page-texts.ts); the numbers come from contracts/crawler.ts,
 * which the crawler takes its limits from and the settings can only lower (decision 092). Change the page
 * when the crawler changes.
 */

const spelled = (n: number) => ['no', 'one', 'two', 'three', 'four', 'five'][n] ?? String(n);

const BLOCK_ALL = 'User-agent: LeadScoutBot\nDisallow: /';
const BLOCK_SOME = 'User-agent: LeadScoutBot\nDisallow: /private/';

export function BotPage() {
  return (
    <DocPage
      meta={{
        title: 'LeadScoutBot, our website crawler | LeadScout',
        description:
          'What LeadScoutBot fetches from business websites, how it obeys robots.txt, how to block it, and how to reach us.',
      }}
      eyebrow="For website owners"
      title="LeadScoutBot"
      lead={
        <>
          If you found <code className="font-mono text-base text-emphasis">LeadScoutBot/1.0</code> in your
          server logs, this page explains what it is, what it reads and how to turn it away.
        </>
      }
    >
      <DocSection id="what" title="What LeadScoutBot is">
        <p>
          LeadScout helps agencies and consultants find local businesses to work with. When someone searches
          LeadScout for a kind of business in a place, the results come from Google Maps listings, and
          LeadScoutBot visits the website a listing names to see what is publicly written there: contact email
          addresses, links to social profiles, the names and job titles of the people listed, and which
          website builder, chat widget and marketing tools the site uses.
        </p>
        <p>
          Its requests identify themselves honestly with the user agent{' '}
          <code className="font-mono text-sm whitespace-nowrap text-emphasis">LeadScoutBot/1.0</code>,
          followed by a link to this page.
        </p>
      </DocSection>

      <DocSection id="what-it-fetches" title="What it fetches">
        <p>A visit has two passes. The first runs while the search does:</p>
        <ul>
          <li>
            Your <strong>robots.txt</strong> and your <strong>home page</strong>.
          </li>
          <li>
            At most <strong>{spelled(FIRST_PASS_LIMITS.extraPages)} more pages</strong> of the same site,
            chosen from the links on your home page: a contact or imprint page, and an about or team page.
          </li>
          <li>
            One visit per search, with <strong>short timeouts</strong>: the whole visit has at most{' '}
            {describeSeconds(FIRST_PASS_LIMITS.budgetMs)}, and whatever has not answered by then is skipped.
            After robots.txt and the home page, pages are requested one at a time, and searches that find the
            same website within ten minutes share one visit.
          </li>
        </ul>
        <p>
          Once the search has ended, a <strong>second, deeper pass</strong> reads the site again, slowly and
          in the background, so that slow and heavy sites are not missed:
        </p>
        <ul>
          <li>
            At most <strong>{describeSeconds(DEEP_PASS_LIMITS.budgetMs)}</strong> per site and at most{' '}
            <strong>{describeBytes(DEEP_PASS_LIMITS.maxBytes)}</strong> per page (inline images are skipped as
            they arrive); a page that is larger is read only up to that point.
          </li>
          <li>
            At most <strong>{DEEP_PASS_LIMITS.maxPages} pages</strong>, your home page included, chosen by
            what their links say in any language: contact, team, locations (and up to{' '}
            {DEEP_PASS_LIMITS.maxBranches} branch pages), about and legal notice.
          </li>
          <li>
            Up to <strong>{DEEP_PASS_LIMITS.scripts} of your site’s own script files</strong> (at most{' '}
            {describeBytes(DEEP_PASS_LIMITS.scriptBytes)} each), read as text to see which chat and marketing
            tools they load. Libraries and other websites’ scripts are not fetched.
          </li>
          <li>
            To check your site as a visitor meets it, within the same{' '}
            {describeSeconds(DEEP_PASS_LIMITS.budgetMs)}: <strong>one secure connection</strong> that only
            reads your certificate (is it valid, for your name, about to run out?),{' '}
            <strong>one request to the plain http address</strong> of your home page to see whether it sends
            visitors on to https, and, only when your home page names no icon, <strong>/favicon.ico</strong>.
            Of these two requests only the answer’s headers are read.
          </li>
          <li>Pages are still requested one at a time, and only when robots.txt allows them.</li>
        </ul>
        <p>
          Only web pages (HTML) and those script files that anyone can open: no images, documents or
          downloads, and nothing behind a login. A site whose certificate does not check out is still read, as
          a visitor who clicks past the browser’s warning would: the certificate is noted, nothing else
          changes.
        </p>
      </DocSection>

      <DocSection id="browser" title="A browser, only for pages that need one">
        <p>
          Some pages are written by scripts and are empty without them. For those pages only, the second pass
          may open the page in a headless browser, with the same identity (
          <code className="font-mono text-sm">LeadScoutBot/1.0</code>) and the same robots.txt rules. It moves
          the pointer and scrolls once, so that tools waiting for a visitor load, and it has a strict time and
          memory limit.
        </p>
        <ul>
          <li>It never clicks “accept” on a cookie or consent banner, for anyone.</li>
          <li>It never submits forms.</li>
          <li>
            Requests to your own site go through the same checked fetch as the pages above; requests to other
            websites are noted (their addresses show which tools you use) and stopped, so no cookies, forms or
            beacons reach anyone else.
          </li>
        </ul>
      </DocSection>

      <DocSection id="what-it-keeps" title="What it keeps">
        <p>
          Of the pages the second pass reads, LeadScout keeps the <strong>text a visitor sees</strong>: no
          scripts, styles or images, and none of the text the page hides (for a page opened in the browser,
          what its styles hide too). Each page’s address and the time it was read are kept with it.
        </p>
        <ul>
          <li>
            At most <strong>{PAGE_TEXT_LIMITS.pages} pages</strong> per site, at most{' '}
            {PAGE_TEXT_LIMITS.pageChars.toLocaleString('en-US')} characters of each and{' '}
            {PAGE_TEXT_LIMITS.leadChars.toLocaleString('en-US')} in all.
          </li>
          <li>
            Only the team whose search found your business can use it: to ask a question your pages answer
            (say, whether you offer a service), where every answer must quote your page word for word.
          </li>
          <li>
            It is deleted <strong>{PAGE_TEXT_LIMITS.retentionDays} days</strong> after the page was read, or
            sooner when the team deletes your business from its results; the next visit replaces it.
          </li>
        </ul>
      </DocSection>

      <DocSection id="robots-txt" title="It obeys robots.txt">
        <p>
          LeadScoutBot follows the rules in your robots.txt for{' '}
          <code className="font-mono">LeadScoutBot</code>, or the rules for{' '}
          <code className="font-mono">*</code> when there are none for it. It asks for robots.txt at the same
          moment as the home page: when robots.txt does not allow the home page, the home page is thrown away
          unread and nothing else is fetched. Every other page and script file is only requested when
          robots.txt allows it.
        </p>
        <DocSnippet label="To block LeadScoutBot from your whole site, add to robots.txt:" text={BLOCK_ALL} />
        <DocSnippet label="To keep it out of one folder only:" text={BLOCK_SOME} />
        <p>
          LeadScoutBot keeps a copy of your robots.txt for up to 24 hours, so a change takes effect within a
          day. A site without a robots.txt is treated as allowing everything.
        </p>
      </DocSection>

      <DocSection id="what-it-never-does" title="What it never does">
        <ul>
          <li>It never submits forms, signs up or logs in: it only reads pages with plain GET requests.</li>
          <li>It sends no cookies and no passwords.</li>
          <li>
            A site that turns it away (for example with 403 or 429) is counted as refused: LeadScoutBot never
            asks again in disguise, as a browser or under another name.
          </li>
          <li>
            It fetches nothing beyond the pages and files listed above, and reads no other website unless your
            own site redirects it there.
          </li>
        </ul>
      </DocSection>

      <DocSection id="contact" title="Contact us">
        <p>
          Questions, or something you want us to change? Write to us through the{' '}
          <Link to="/#contact" className={DOC_LINK_CLASSES}>
            contact form
          </Link>{' '}
          and tell us your website's address.
        </p>
      </DocSection>
    </DocPage>
  );
}
