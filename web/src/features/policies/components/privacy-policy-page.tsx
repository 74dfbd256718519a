import { Link } from 'react-router';
import { PAGE_TEXT_LIMITS } from '@contracts/crawler';
import { usePageMeta } from '@web/lib/use-page-meta';
import { POLICY_TERMS as T } from '../policy-terms';
import { PolicyLayout, type TPolicySection } from './policy-layout';

const SECTIONS: TPolicySection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> your email address, name and company (optional) and a hashed
          password.
        </li>
        <li>
          <strong>What you do in LeadScout:</strong> your searches (niche and location), the leads they
          return, and the lists, tags, notes and email templates you create.
        </li>
        <li>
          <strong>Your Google Maps Platform API key</strong>, encrypted at rest (AES-256-GCM). We only show
          its last four characters.
        </li>
        <li>
          <strong>Free sample requests:</strong> email, first name, optional phone and company, niche,
          location, your answers about lead needs and use case, and your network address — used to send your
          sample and to limit samples to one per person.
        </li>
        <li>
          <strong>Text from the websites of the businesses you find:</strong> the visible text of up to{' '}
          {PAGE_TEXT_LIMITS.pages} pages of each lead’s website that our crawler read, with each page’s
          address and when it was read, so your questions about a lead can be answered from its own pages (see{' '}
          <Link to="/bot" className="font-medium text-primary underline underline-offset-4">
            LeadScoutBot
          </Link>
          ).
        </li>
        <li>
          <strong>Support messages</strong> you send through the contact form, with your network address to
          stop spam.
        </li>
        <li>
          <strong>Billing:</strong> our payment provider processes your card. We store only the customer and
          subscription references it gives us, never your card number.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>To run your searches, score leads and show your results.</li>
        <li>To send the emails you ask for: your free sample spreadsheet and replies to support messages.</li>
        <li>
          To bill your subscription and tell you about changes to it, including {T.priceChangeNoticeDays}{' '}
          days' notice of price changes.
        </li>
        <li>To prevent abuse (rate limits) and keep the service secure.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell your data. We share it only with the services that run LeadScout for you:</p>
        <ul>
          <li>Google Maps Platform, which receives your searches under your own API key.</li>
          <li>Our payment provider, for checkout, invoices and the billing portal.</li>
          <li>Our email delivery provider, for the emails described above.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and storage',
    body: (
      <p>
        We use one essential, http-only session cookie to keep you signed in. The free sample stores its
        results in your browser's session storage until you close the tab. We use no advertising or cross-site
        tracking cookies.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        While your account is active we keep your data so you can use it. After you cancel we keep it for{' '}
        {T.dataRetentionDays} days, then delete it (see our{' '}
        <Link to="/refund-policy" className="font-medium text-primary underline underline-offset-4">
          refund and cancellation policy
        </Link>
        ). Billing records are kept as long as tax law requires. The text of business websites our crawler
        read is deleted {PAGE_TEXT_LIMITS.retentionDays} days after it was read, and with its lead when you
        delete the lead.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You can see and correct your profile in Settings, export your leads to CSV at any time, and ask us to
        delete your account and data through the contact form. We answer within {T.supportReplyHours} hours.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  usePageMeta(
    'Privacy Policy | LeadScout',
    'How LeadScout collects, uses and protects your data: account data, searches, encrypted API keys, free sample requests and support messages.',
  );
  return (
    <PolicyLayout
      title="Privacy Policy"
      intro={<p>What LeadScout collects, why, and the choices you have. Short and in plain language.</p>}
      sections={SECTIONS}
    />
  );
}
