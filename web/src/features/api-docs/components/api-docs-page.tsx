import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ApiReference } from './api-reference';

const LINK_CLASSES =
  'rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-primary';

const EXAMPLES: { label: string; text: string }[] = [
  {
    label: 'Your searches',
    text: 'curl -H "Authorization: Bearer $LEADSCOUT_TOKEN" https://YOUR-HOST/api/v1/searches',
  },
  {
    label: 'Start a search (token with the write scope)',
    text: `curl -X POST -H "Authorization: Bearer $LEADSCOUT_TOKEN" -H "Content-Type: application/json" \\
  -d '{"niche":"plumber","location":"Austin, TX","limit":30}' https://YOUR-HOST/api/v1/searches`,
  },
  {
    label: "A search's leads, 100 at a time (pass nextCursor back as cursor)",
    text: 'curl -H "Authorization: Bearer $LEADSCOUT_TOKEN" "https://YOUR-HOST/api/v1/searches/SEARCH_ID/leads?limit=100"',
  },
  {
    label: 'Leads scoring 70 or more without a chatbot, with the workspace filters',
    text: 'curl -H "Authorization: Bearer $LEADSCOUT_TOKEN" "https://YOUR-HOST/api/v1/leads?minLeadScore=70&hasChatbot=false"',
  },
  {
    label: 'Tag a lead and write a note',
    text: `curl -X PATCH -H "Authorization: Bearer $LEADSCOUT_TOKEN" -H "Content-Type: application/json" \\
  -d '{"tags":["Hot Lead"],"notes":"Call on Monday"}' https://YOUR-HOST/api/v1/leads/LEAD_ID`,
  },
  {
    label: 'A list as a full XLSX file',
    text: 'curl -o leads.xlsx -H "Authorization: Bearer $LEADSCOUT_TOKEN" "https://YOUR-HOST/api/v1/exports?listId=LIST_ID&format=xlsx&layout=full"',
  },
  {
    label: "Push a list's leads to the team's HubSpot (pushing again updates the same records)",
    text: `curl -X POST -H "Authorization: Bearer $LEADSCOUT_TOKEN" -H "Content-Type: application/json" \\
  -d '{"provider":"hubspot","listId":"LIST_ID"}' https://YOUR-HOST/api/v1/crm-pushes`,
  },
  {
    label: "The push's progress and each lead's CRM link",
    text: 'curl -H "Authorization: Bearer $LEADSCOUT_TOKEN" https://YOUR-HOST/api/v1/crm-pushes/PUSH_ID',
  },
];

const PROBLEM = `HTTP/1.1 401 Unauthorized
Content-Type: application/problem+json

{"type":"/problems/unauthorized","title":"Unauthorized","status":401,
 "detail":"This API token is not valid or has been revoked","code":"UNAUTHORIZED"}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold text-foreground">
        {title}
      </h2>
      <div className="flex flex-col gap-3 leading-relaxed text-body">{children}</div>
    </section>
  );
}

function Snippet({ label, text }: { label: string; text: string }) {
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm font-medium text-muted">{label}</figcaption>
      <pre className="rounded-lg bg-inverse px-4 py-3 font-mono text-sm break-all whitespace-pre-wrap text-on-inverse">
        <code>{text}</code>
      </pre>
    </figure>
  );
}

/** /docs/api: the public REST API in words, curl examples, and the reference from the OpenAPI document. */
export function ApiDocsPage() {
  usePageMeta(
    'LeadScout API | LeadScout',
    'Read and change your LeadScout leads from Zapier, Make, n8n or your own code: tokens, curl examples, reference.',
  );
  return (
    <div className="flex-1 bg-white">
      <header className="border-b border-line bg-canvas">
        <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-12 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">For developers</p>
          <h1 className="text-4xl font-bold tracking-tight text-foreground">LeadScout API</h1>
          <p className="text-lg text-muted">
            Start searches, read and filter leads, tag them, fill lists, download exports and push leads to
            your CRM over HTTPS, with the same rules as the app.
          </p>
        </div>
      </header>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:px-6">
        <Section id="tokens" title="Tokens">
          <p>
            A team’s owners and admins create tokens in{' '}
            <Link to="/dashboard/settings?tab=api-tokens" className={LINK_CLASSES}>
              Settings → API tokens
            </Link>
            . A token is shown once; send it as <code className="font-mono">Authorization: Bearer ls_…</code>.
            It reads and writes only its own team, with the role its creator has there now: if they leave the
            team the token stops, if they become a viewer it can no longer write. The <code>read</code> scope
            reads and exports; <code>write</code> is needed to start searches, change leads or lists and push
            to a CRM.
          </p>
        </Section>
        <Section id="examples" title="Examples">
          {EXAMPLES.map((example) => (
            <Snippet key={example.label} {...example} />
          ))}
        </Section>
        <Section id="errors" title="Errors and limits">
          <p>
            Errors are RFC 9457 problem details with our stable <code>code</code>. Every answer carries{' '}
            <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>;
            past the limit the answer is 429 with <code>Retry-After</code>. Searches and exports count against
            the team’s plan exactly as in the app.
          </p>
          <Snippet label="A refused request" text={PROBLEM} />
        </Section>
        <Section id="mcp" title="AI assistants (MCP)">
          <p>
            The same token opens a Model Context Protocol server at{' '}
            <code className="font-mono">/api/mcp</code> (streamable HTTP). Add it to your assistant with the
            header <code className="font-mono">Authorization: Bearer ls_…</code>; its tools start a search,
            read its results, filter leads, add them to a list and push them to a connected CRM.
          </p>
        </Section>
        <Section id="reference" title="Reference">
          <p>
            The machine-readable document is{' '}
            <a href="/api/v1/openapi.json" className={LINK_CLASSES}>
              /api/v1/openapi.json
            </a>{' '}
            (OpenAPI 3.1); import it into Postman, Insomnia or a code generator.
          </p>
          <ApiReference />
        </Section>
      </div>
    </div>
  );
}
