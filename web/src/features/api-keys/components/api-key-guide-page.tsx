import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion } from 'radix-ui';
import {
  ArrowLeft,
  ChevronDown,
  CircleDollarSign,
  ExternalLink,
  KeyRound,
  LifeBuoy,
  MessageCircleQuestion,
} from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

const CONSOLE_URL = 'https://console.cloud.google.com/';

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-0.5 font-medium text-primary hover:underline"
    >
      {children}
      <ExternalLink className="size-3" aria-hidden="true" />
    </a>
  );
}

type TStep = { title: string; body: ReactNode };

const STEPS: TStep[] = [
  {
    title: 'Sign in to the Google Cloud Console',
    body: (
      <>
        <p>
          Open the <External href={CONSOLE_URL}>Google Cloud Console</External> and sign in with your Google
          account. If it is your first visit, accept the terms of service.
        </p>
        <p>
          Google asks for a billing account before any Maps API answers, even within the free monthly usage.
          You can add budget alerts later so nothing surprises you.
        </p>
      </>
    ),
  },
  {
    title: 'Create or select a project',
    body: (
      <p>
        Click the project picker in the top bar, then <strong>New Project</strong>. Name it, for example,
        “LeadScout”, and click <strong>Create</strong>. Make sure the new project is selected in the top bar
        before you continue.
      </p>
    ),
  },
  {
    title: 'Enable Places API (New) and Geocoding API',
    body: (
      <>
        <p>
          Go to <strong>APIs &amp; Services → Library</strong>. Search for <strong>Places API (New)</strong>{' '}
          and click <strong>Enable</strong>. Then search for <strong>Geocoding API</strong> and enable it too.
        </p>
        <p>
          Choose “Places API (New)”, not the legacy “Places API”. LeadScout uses the new one. Newly enabled
          APIs can take 3–5 minutes to start answering.
        </p>
      </>
    ),
  },
  {
    title: 'Create the API key',
    body: (
      <>
        <p>
          Go to <strong>APIs &amp; Services → Credentials</strong>, click <strong>Create credentials</strong>{' '}
          and choose <strong>API key</strong>.
        </p>
        <p>
          Recommended: click <strong>Edit API key</strong>, and under <strong>API restrictions</strong> choose
          “Restrict key” with Places API (New) and Geocoding API. Leave{' '}
          <strong>Application restrictions</strong> at “None”: LeadScout calls Google from its server, so
          website (referrer) restrictions would block it.
        </p>
      </>
    ),
  },
  {
    title: 'Copy the key',
    body: (
      <p>
        Copy the key from the dialog or the Credentials list. It starts with{' '}
        <code className="rounded bg-surface-muted px-1">AIza</code>, is about 39 characters long and has no
        spaces. Treat it like a password: anyone with it can spend your quota.
      </p>
    ),
  },
  {
    title: 'Add it in LeadScout settings',
    body: (
      <p>
        Open{' '}
        <Link to="/dashboard/settings?tab=api-keys" className="font-medium text-primary hover:underline">
          Settings → API Keys
        </Link>
        , paste the key and click <strong>Save API Key</strong>, then <strong>Test key</strong>. A green
        “Valid” badge means you are ready to search.
      </p>
    ),
  },
];

const TROUBLESHOOTING: { code: string; message: string; fix: ReactNode }[] = [
  {
    code: 'SERVICE_DISABLED',
    message: '“Places API (New) has not been used in project … before or it is disabled”',
    fix: 'Enable Places API (New) for the project your key belongs to (step 3), then wait 3–5 minutes and search again.',
  },
  {
    code: 'INVALID_ARGUMENT',
    message: '“API key not valid. Please pass a valid API key.”',
    fix: 'Recheck the key: copy it again from Credentials, make sure it starts with AIza and has no spaces, and that its API restrictions allow Places API (New) and Geocoding API.',
  },
  {
    code: 'OVER_QUERY_LIMIT',
    message: '“Quota exceeded” / “You have exceeded your daily request quota”',
    fix: 'The quota for your key is used up. The daily quota resets at midnight Pacific time; you can raise it under IAM & Admin → Quotas.',
  },
  {
    code: 'REQUEST_DENIED',
    message: '“This API project is not authorized to use this API” (Geocoding API Not Enabled)',
    fix: 'Enable the Geocoding API for the key’s project (step 3). LeadScout uses it to find a location’s area.',
  },
  {
    code: 'BILLING_DISABLED',
    message: '“This API method requires billing to be enabled”',
    fix: 'Link a billing account to the project under Billing → Link a billing account, then try again.',
  },
];

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: 'Do I need a credit card?',
    answer:
      'Yes. Google requires a billing account for Maps APIs, even though each month’s free usage covers light searching. Set a budget alert under Billing → Budgets & alerts to be told before you spend anything.',
  },
  {
    question: 'How much will my searches cost?',
    answer:
      'A search of 50 leads makes about 3 Text Search requests: about $0.11 at list price, and free while you stay under 1,000 Text Search requests a month (roughly 330 searches of 50). The search form shows the estimate before you search, and the Usage page adds up what your searches made.',
  },
  {
    question: 'Is my key safe with LeadScout?',
    answer:
      'The key is encrypted before it is stored and is never sent back to your browser; you only ever see its last 4 characters. It is used only for your own searches.',
  },
  {
    question: 'Can I cap what Google charges?',
    answer:
      'Yes. Under IAM & Admin → Quotas you can lower the daily request limit of Places API (New); once it is reached, searches stop until midnight Pacific time instead of costing more.',
  },
  {
    question: 'Why does LeadScout need Geocoding?',
    answer:
      'Geocoding turns a place name into its area on the map. LeadScout uses it when you press Get More past 60 results, to search the area piece by piece.',
  },
];

function Section({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: typeof KeyRound;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /dashboard/api-key-guide: "How to Get API Key", step by step, with prices and fixes for common errors. */
export function ApiKeyGuidePage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          How to Get API Key
        </h1>
        <p className="text-muted">
          LeadScout finds businesses through Google Maps with your own Google key. Getting one takes about
          five minutes.
        </p>
      </header>

      <Accordion.Root type="multiple" defaultValue={['step-1']} className="grid gap-3" aria-label="Steps">
        {STEPS.map((step, index) => (
          <Accordion.Item
            key={step.title}
            value={`step-${index + 1}`}
            className="overflow-hidden rounded-lg border border-line bg-white shadow-sm"
          >
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger
                  className={cn(
                    'group flex w-full items-center gap-3 px-4 py-4 text-left transition-colors hover:bg-canvas sm:px-5',
                    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
                  )}
                >
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white">
                    {index + 1}
                  </span>
                  <span className="flex-1 font-medium text-foreground">{step.title}</span>
                  <ChevronDown
                    className="size-4 text-muted transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="grid gap-2 px-4 pb-4 pl-14 text-sm leading-relaxed text-body sm:px-5 sm:pl-15">
              {step.body}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>

      <Section
        icon={CircleDollarSign}
        title="What it costs"
        description="Google's list prices since March 1, 2025, billed to your Google account."
      >
        <ul className="grid gap-2 text-sm text-body">
          <li className="flex flex-col gap-0.5 rounded-md bg-canvas px-3 py-2 sm:flex-row sm:justify-between">
            <span className="font-medium text-foreground">Text Search (Enterprise)</span>
            <span>$35 per 1,000 requests · first 1,000 each month free</span>
          </li>
          <li className="flex flex-col gap-0.5 rounded-md bg-canvas px-3 py-2 sm:flex-row sm:justify-between">
            <span className="font-medium text-foreground">Geocoding</span>
            <span>$5 per 1,000 requests · first 10,000 each month free</span>
          </li>
        </ul>
        <p className="mt-3 text-sm text-muted">
          Each request returns up to 20 businesses, so a 50-lead search is about 3 requests ≈ $0.11 at list
          price, and costs nothing while you are within the free monthly requests.
        </p>
      </Section>

      <Section
        icon={LifeBuoy}
        title="Troubleshooting"
        description="What Google's error messages mean and how to fix them."
      >
        <dl className="grid gap-3">
          {TROUBLESHOOTING.map((item) => (
            <div key={item.code} className="grid gap-1 rounded-md border border-line px-3 py-2.5">
              <dt className="flex flex-wrap items-center gap-2 text-sm">
                <code className="rounded bg-inverse px-1.5 py-0.5 text-xs font-semibold text-white">
                  {item.code}
                </code>
                <span className="text-muted">{item.message}</span>
              </dt>
              <dd className="text-sm text-emphasis">{item.fix}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section icon={MessageCircleQuestion} title="Frequently asked questions">
        <dl className="grid gap-4">
          {FAQ.map((item) => (
            <div key={item.question} className="grid gap-1">
              <dt className="text-sm font-semibold text-foreground">{item.question}</dt>
              <dd className="text-sm text-muted">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/dashboard/settings?tab=api-keys">
            <KeyRound aria-hidden="true" />
            Add API Key in Settings
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
