import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS } from '@contracts/webhooks';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-line bg-canvas p-3 font-mono text-xs leading-relaxed text-foreground"
    >
      <code>{children}</code>
    </pre>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm leading-relaxed text-body">{children}</CardContent>
    </Card>
  );
}

const BODY = `POST /your/endpoint
content-type: application/json
webhook-id: 6f1c2a54-0c5e-4b8e-9d0e-2f7a1f3b9c11
webhook-timestamp: 1795708800
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"search.completed","timestamp":"2026-11-26T18:00:00.000Z",
 "data":{"search":{"id":"…","niche":"roofers","location":"Leeds","status":"completed","resultsCount":50}}}`;

const NODE = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.LEADSCOUT_WEBHOOK_SECRET); // whsec_…
// rawBody: the request body exactly as received (a string or Buffer), not re-serialised JSON
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

/** /dashboard/webhooks-guide: what LeadScout sends, how to verify it, and n8n and Make recipes (decision 117). */
export function WebhooksGuidePage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard/settings?tab=webhooks">
            <ArrowLeft aria-hidden="true" /> Back to Webhooks
          </Link>
        </Button>
      </div>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">Webhooks guide</h1>
        <p className="text-muted">
          Send LeadScout&apos;s events to n8n, Make, Zapier or your own code, signed so you know they came
          from us.
        </p>
      </header>
      <Section title="Events" description="Choose them per endpoint under Settings → Webhooks.">
        <ul className="grid gap-1">
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <code className="font-mono text-xs text-foreground">{event}</code> —{' '}
              {WEBHOOK_EVENT_LABELS[event]}
            </li>
          ))}
        </ul>
        <p>
          &quot;Send test event&quot; sends a <code>webhook.test</code> event to one endpoint.
        </p>
      </Section>
      <Section
        title="What a request looks like"
        description="Standard Webhooks: a JSON body and three headers. Answer 2xx within 10 seconds."
      >
        <Code label="Example request">{BODY}</Code>
        <p>
          Any other answer, a timeout or a refused connection is retried with exponential backoff (10 s, 20 s,
          40 s … up to 12 h apart) for 24 hours. Every attempt of one event carries the same{' '}
          <code>webhook-id</code>: use it to ignore repeats. The delivery log shows each attempt&apos;s answer
          and lets you resend one. Private and local addresses are refused.
        </p>
      </Section>
      <Section title="Verify the signature (Node.js)" description="With the standardwebhooks package.">
        <Code label="Verify in Node.js">{NODE}</Code>
      </Section>
      <Section
        title="n8n: new search results to a Google Sheet"
        description="Webhook node → Code node (verify) → Split Out / Google Sheets."
      >
        <ol className="grid list-decimal gap-1 pl-5">
          <li>
            Add a <strong>Webhook</strong> node: method POST, Response Mode &quot;Immediately&quot;, Options →
            Raw Body on. Copy its production URL into a new LeadScout endpoint with the{' '}
            <code>search.enriched</code> event.
          </li>
          <li>Add a Code node with the script below; it stops any request LeadScout did not sign.</li>
          <li>
            Add an <strong>HTTP Request</strong> node that reads the search&apos;s leads, or act on{' '}
            <code>lead.created</code> events one lead at a time, then a Google Sheets &quot;Append row&quot;.
          </li>
        </ol>
        <Code label="n8n Code node">{N8N}</Code>
      </Section>
      <Section
        title="Make: new leads to Slack"
        description="Webhooks → Custom webhook, a filter that checks the signature, then Slack."
      >
        <ol className="grid list-decimal gap-1 pl-5">
          <li>
            Add <strong>Webhooks → Custom webhook</strong>, turn on &quot;Get request headers&quot; and JSON
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
        <Code label="Make filter value">{MAKE}</Code>
      </Section>
    </div>
  );
}
