import { Link } from 'react-router';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS } from '@contracts/webhooks';
import { DOC_LINK_CLASSES, DocPage, DocSection, DocSnippet } from '@web/components/layout/doc-page';

/**
 * /docs/webhooks: what LeadScout sends, how to verify it, and n8n and Make recipes (decision 117). The signed-in
 * `/dashboard/webhooks-guide` leads here; `docs/webhooks.md` says the same for readers of the repository.
 */

const BODY = `POST /your/endpoint
content-type: application/json
webhook-id: 6f1c2a54-0c5e-4b8e-9d0e-2f7a1f3b9c11
webhook-timestamp: 1795708800
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"search.completed","timestamp":"2026-11-26T18:00:00.000Z",
 "data":{"search":{"id":"…","niche":"roofers","location":"Leeds",
   "status":"completed","resultsCount":50,"run":1,"leadsAdded":50}}}`;

const NODE = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.LEADSCOUT_WEBHOOK_SECRET); // whsec_…
// rawBody: the request body exactly as received (a string or Buffer),
// not re-serialised JSON
const event = wh.verify(rawBody, {
  'webhook-id': req.headers['webhook-id'],
  'webhook-timestamp': req.headers['webhook-timestamp'],
  'webhook-signature': req.headers['webhook-signature'],
}); // throws when the signature or timestamp is wrong`;

const N8N = `// n8n Code node ("Run once for all items"), after a Webhook node with
// Options → Raw Body on and Response Mode "Immediately".
const crypto = require('crypto');
const secret = 'whsec_…'; // or $env.LEADSCOUT_WEBHOOK_SECRET
const item = $input.first();
const h = item.json.headers;
const raw = Buffer.from(item.binary.data.data, 'base64').toString('utf8');
const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
const expected = crypto.createHmac('sha256', key)
  .update(\`\${h['webhook-id']}.\${h['webhook-timestamp']}.\${raw}\`)
  .digest('base64');
const ok = h['webhook-signature'].split(' ').some((s) => s === 'v1,' + expected);
const fresh = Math.abs(Date.now() / 1000 - Number(h['webhook-timestamp'])) < 300;
if (!ok || !fresh) throw new Error('Not signed by LeadScout');
return [{ json: JSON.parse(raw) }];`;

const MAKE = `v1,{{sha256(1.headers.\`webhook-id\` + "." + 1.headers.\`webhook-timestamp\` + "." + 1.body; "base64"; "<secret without whsec_>"; "base64")}}`;

export function WebhooksDocsPage() {
  return (
    <DocPage
      meta={{
        title: 'LeadScout webhooks | LeadScout',
        description:
          'Signed LeadScout events for n8n, Make, Zapier or your own code: the event list, signature checks and recipes.',
      }}
      eyebrow="For developers"
      title="Webhooks"
      lead="Send LeadScout's events to n8n, Make, Zapier or your own code, signed so you know they came from us."
    >
      <DocSection id="events" title="Events">
        <p>
          A team’s owners and admins add endpoints and choose their events in{' '}
          <Link to="/dashboard/settings?tab=webhooks" className={DOC_LINK_CLASSES}>
            Settings → Webhooks
          </Link>
          .
        </p>
        <ul>
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <code className="font-mono text-sm text-foreground">{event}</code> —{' '}
              {WEBHOOK_EVENT_LABELS[event]}
            </li>
          ))}
        </ul>
        <p>
          “Send test event” sends a <code>webhook.test</code> event to one endpoint.
        </p>
        <p>
          <code>lead.audited</code> comes from the deeper check, never from a person:{' '}
          <code>data.lead.audit</code> holds when and where the website was checked and its findings, most
          serious first, each with an <code>id</code> (such as <code>tls_expired</code>), a{' '}
          <code>severity</code>, a <code>title</code>, its <code>evidence</code> (the page and the value read
          there) and a one-sentence <code>pitch</code>.
        </p>
        <p>
          <strong>Get More</strong> runs a finished search again for more places. Each run sends its own{' '}
          <code>search.completed</code> and <code>search.enriched</code>, with its own <code>webhook-id</code>
          . In <code>data.search</code>, <code>run</code> is 1 for the first search and 2, 3 … for each Get
          More, <code>leadsAdded</code> is how many leads that run added, and <code>resultsCount</code> is the
          search’s total so far. To act on new leads only, read the search’s leads after the ones you already
          have, or subscribe to <code>lead.created</code>.
        </p>
      </DocSection>
      <DocSection id="request" title="What a request looks like">
        <p>Standard Webhooks: a JSON body and three headers. Answer 2xx within 10 seconds.</p>
        <DocSnippet label="An example request" text={BODY} />
        <p>
          Any other answer, a timeout or a refused connection is retried with exponential backoff (10 s, 20 s,
          40 s … up to 12 h apart) for 24 hours. Every attempt of one event carries the same{' '}
          <code>webhook-id</code>: use it to ignore repeats. The delivery log in the app shows each attempt’s
          answer for 30 days and lets you resend one. Private and local addresses are refused, and redirects
          are not followed.
        </p>
      </DocSection>
      <DocSection id="verify" title="Verify the signature (Node.js)">
        <p>
          With the <code>standardwebhooks</code> package and the endpoint’s secret (<code>whsec_…</code>,
          shown when the endpoint is added and under “Reveal secret”).
        </p>
        <DocSnippet label="Verify in Node.js" text={NODE} />
      </DocSection>
      <DocSection id="n8n" title="n8n: enriched searches to a Google Sheet">
        <ol>
          <li>
            Add a <strong>Webhook</strong> node: method POST, Response Mode “Immediately”, Options → Raw Body
            on. Copy its production URL into a new LeadScout endpoint with the <code>search.enriched</code>{' '}
            event.
          </li>
          <li>Add a Code node with the script below; it stops any request LeadScout did not sign.</li>
          <li>
            Add an <strong>HTTP Request</strong> node that reads the search’s leads with the{' '}
            <Link to="/docs/api" className={DOC_LINK_CLASSES}>
              API
            </Link>
            , or act on <code>lead.created</code> events one lead at a time, then a Google Sheets “Append
            row”.
          </li>
        </ol>
        <DocSnippet label="n8n Code node" text={N8N} />
      </DocSection>
      <DocSection id="make" title="Make: new leads to Slack">
        <ol>
          <li>
            Add <strong>Webhooks → Custom webhook</strong>, turn on “Get request headers” and JSON
            pass-through, and paste its address into a LeadScout endpoint with <code>lead.created</code>.
          </li>
          <li>
            Send a test event so Make learns the structure, then put a filter after the webhook: the{' '}
            <code>webhook-signature</code> header <em>contains</em> the value below.
          </li>
          <li>
            Parse the body (JSON → Parse JSON) and send <code>data.lead.businessName</code> and{' '}
            <code>data.lead.phone</code> to <strong>Slack → Create a message</strong>.
          </li>
        </ol>
        <DocSnippet label="Make filter value" text={MAKE} />
      </DocSection>
    </DocPage>
  );
}
