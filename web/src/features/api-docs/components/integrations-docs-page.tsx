import { Link } from 'react-router';
import { DOC_LINK_CLASSES, DocPage, DocSection } from '@web/components/layout/doc-page';

/**
 * /docs/integrations: connecting HubSpot, Pipedrive and HighLevel, and what a lead becomes in each. Every
 * statement mirrors server/integrations/<crm>/ and decision 115; change the page when a client changes.
 */
export function IntegrationsDocsPage() {
  return (
    <DocPage
      meta={{
        title: 'CRM integrations: HubSpot, Pipedrive, HighLevel | LeadScout',
        description:
          'Connect HubSpot, Pipedrive or HighLevel to LeadScout: which token to create, its scopes, and what a pushed lead becomes.',
      }}
      eyebrow="Help"
      title="CRM integrations"
      lead="Push your leads to HubSpot, Pipedrive or HighLevel. Pushing a lead again updates its record there instead of making a second one."
    >
      <DocSection id="connect" title="Connecting a CRM">
        <p>
          A team’s owners and admins connect each CRM once for the whole team in{' '}
          <Link to="/dashboard/settings?tab=integrations" className={DOC_LINK_CLASSES}>
            Settings → Integrations
          </Link>
          . If you use an authenticator app or a passkey and have not confirmed it in the last few minutes,
          LeadScout asks for it before it accepts a token. It tests the token with the CRM and stores it
          encrypted. “Test” checks it again at any time; “Disconnect” forgets it.
        </p>
        <p>
          Then push from the results table or a list (selected rows or the whole list), or let a connection
          push every lead of your searches that scores at least a threshold once its deeper check has ended.
          Each lead shows where it was pushed, with a link to the record.
        </p>
      </DocSection>
      <DocSection id="hubspot" title="HubSpot">
        <ol>
          <li>
            In HubSpot, open <strong>Settings → Integrations → Private Apps</strong> and create a private app
            (a HubSpot super admin can).
          </li>
          <li>
            On its Scopes tab, allow <code>crm.objects.companies.read</code> and <code>.write</code>,{' '}
            <code>crm.objects.contacts.read</code> and <code>.write</code>, and{' '}
            <code>crm.objects.deals.read</code> and <code>.write</code>.
          </li>
          <li>
            Create the app and copy its access token (it starts with <code>pat-</code>) into LeadScout.
          </li>
        </ol>
        <p>
          <strong>What a lead becomes:</strong> a company with its name, domain, website, phone (international
          format) and address; its rating, lead score and parts, tech, social profiles, tags, notes, the
          answers to your research questions (each with the quote and page it rests on) and its LeadScout link
          as lines of the company’s description, so no custom property has to exist. Each email address
          becomes a contact associated with the company (the first named person gives it a name and job
          title). If you choose a pipeline and stage, a deal is made there too. A company is found again by
          the id LeadScout stored, else by its domain, then its phone; contacts by email.
        </p>
      </DocSection>
      <DocSection id="pipedrive" title="Pipedrive">
        <ol>
          <li>
            In Pipedrive, open your avatar → <strong>Personal preferences → API</strong>.
          </li>
          <li>
            Copy your personal API token (40 characters) into LeadScout. It acts as you, with your Pipedrive
            permissions.
          </li>
        </ol>
        <p>
          <strong>What a lead becomes:</strong> an organization with its name and address, found again by its
          exact name; the website, phone and the same description live in one note starting “LeadScout lead”,
          updated in place when you push again. Email addresses become persons of the organization, found
          again by email. If you choose a pipeline and stage, a deal is made there.
        </p>
      </DocSection>
      <DocSection id="highlevel" title="HighLevel">
        <ol>
          <li>
            In the HighLevel sub-account (location), open{' '}
            <strong>Settings → Private Integrations → Create new integration</strong>.
          </li>
          <li>
            Allow the scopes to view and edit <strong>contacts</strong>, <strong>opportunities</strong> and{' '}
            <strong>locations</strong>, create it and copy its token (it starts with <code>pit-</code>).
          </li>
          <li>
            Copy the <strong>location id</strong> too: the part after <code>/location/</code> in the address
            bar of the sub-account. A private integration token belongs to one location, so LeadScout asks for
            both.
          </li>
        </ol>
        <p>
          <strong>What a lead becomes:</strong> a contact for the business (company name, website, phone and
          address) tagged <code>leadscout</code> and with the lead’s own tags, and a note starting “LeadScout
          lead” with the rest. Email addresses become contacts with the business’s company name. An
          opportunity goes to the pipeline and stage you choose, else to the location’s first pipeline.
          HighLevel finds a contact again by email, then phone.
        </p>
      </DocSection>
      <DocSection id="automation" title="Zapier, Make and n8n">
        <p>
          For any other tool, use{' '}
          <Link to="/docs/webhooks" className={DOC_LINK_CLASSES}>
            signed webhooks
          </Link>{' '}
          (LeadScout calls you when a search completes, a lead is created or a push ends) and the{' '}
          <Link to="/docs/api" className={DOC_LINK_CLASSES}>
            REST API
          </Link>{' '}
          (you call LeadScout).
        </p>
      </DocSection>
    </DocPage>
  );
}
