import { Link } from 'react-router';
import { DOC_LINK_CLASSES, DocPage, DocSection, DocSnippet } from '@web/components/layout/doc-page';
import { ApiReference } from './api-reference';

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
  {
    label: 'Every dentist in Leeds: count them and price fetching them first (free), then sweep within $5',
    text: `curl -X POST -H "Authorization: Bearer $LEADSCOUT_TOKEN" -H "Content-Type: application/json" \\
  -d '{"query":"dentist","location":"Leeds, UK"}' https://YOUR-HOST/api/v1/sweeps/estimate
curl -X POST -H "Authorization: Bearer $LEADSCOUT_TOKEN" -H "Content-Type: application/json" \\
  -d '{"query":"dentist","location":"Leeds, UK","budget":{"dollars":5},"skipKnown":true}' https://YOUR-HOST/api/v1/sweeps`,
  },
  {
    label:
      'Ask every lead of a search your own question, then read each answer with its quote and page (run it after the estimate)',
    text: `curl -X POST -H "Authorization: Bearer $LEADSCOUT_TOKEN" -H "Content-Type: application/json" \\
  -d '{"question":{"question":"Do they offer emergency call-outs?","answerType":"yes_no"},"searchId":"SEARCH_ID"}' \\
  https://YOUR-HOST/api/v1/research/columns
curl -X POST -H "Authorization: Bearer $LEADSCOUT_TOKEN" -H "Content-Type: application/json" -d '{}' \\
  https://YOUR-HOST/api/v1/research/columns/COLUMN_ID/run
curl -H "Authorization: Bearer $LEADSCOUT_TOKEN" https://YOUR-HOST/api/v1/research/columns/COLUMN_ID/answers`,
  },
];

const PROBLEM = `HTTP/1.1 401 Unauthorized
Content-Type: application/problem+json

{"type":"/problems/unauthorized","title":"Unauthorized","status":401,
 "detail":"This API token is not valid or has been revoked","code":"UNAUTHORIZED"}`;

/** /docs/api: the public REST API in words, curl examples, and the reference from the OpenAPI document. */
export function ApiDocsPage() {
  return (
    <DocPage
      meta={{
        title: 'LeadScout API | LeadScout',
        description:
          'Read and change your LeadScout leads from Zapier, Make, n8n or your own code: tokens, curl examples, reference.',
      }}
      eyebrow="For developers"
      title="LeadScout API"
      lead="Start searches, read and filter leads, tag them, fill lists, download exports and push leads to your CRM over HTTPS, with the same rules as the app."
    >
      <DocSection id="tokens" title="Tokens">
        <p>
          A team’s owners and admins create tokens in{' '}
          <Link to="/dashboard/settings?tab=api-tokens" className={DOC_LINK_CLASSES}>
            Settings → API tokens
          </Link>
          . A token is shown once; send it as <code className="font-mono">Authorization: Bearer ls_…</code>.
          It reads and writes only its own team, with the role its creator has there now: if they leave the
          team the token stops, if they become a viewer it can no longer write. The <code>read</code> scope
          reads and exports; <code>write</code> is needed to start searches, change leads or lists and push to
          a CRM.
        </p>
      </DocSection>
      <DocSection id="examples" title="Examples">
        {EXAMPLES.map((example) => (
          <DocSnippet key={example.label} {...example} />
        ))}
      </DocSection>
      <DocSection id="errors" title="Errors and limits">
        <p>
          Errors are RFC 9457 problem details with our stable <code>code</code>. Every answer carries{' '}
          <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>;
          past the limit the answer is 429 with <code>Retry-After</code>. Searches and exports count against
          the team’s plan exactly as in the app.
        </p>
        <DocSnippet label="A refused request" text={PROBLEM} />
      </DocSection>
      <DocSection id="mcp" title="AI assistants (MCP)">
        <p>
          The same token opens a Model Context Protocol server at <code className="font-mono">/api/mcp</code>{' '}
          (streamable HTTP). Add it to your assistant with the header{' '}
          <code className="font-mono">Authorization: Bearer ls_…</code>; its tools start a search, read its
          results, filter leads, read one lead with its website audit, add leads to a list, push them to a
          connected CRM, read campaigns, estimate, start and follow area sweeps, and ask research questions of
          a search or list and read their answers.
        </p>
      </DocSection>
      <DocSection id="reference" title="Reference">
        <p>
          The machine-readable document is{' '}
          <a href="/api/v1/openapi.json" className={DOC_LINK_CLASSES}>
            /api/v1/openapi.json
          </a>{' '}
          (OpenAPI 3.1); import it into Postman, Insomnia or a code generator.
        </p>
        <ApiReference />
      </DocSection>
    </DocPage>
  );
}
