import { Bot, BotOff, LayoutTemplate } from 'lucide-react';
import type { TLead } from '@contracts/search';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { Tooltip } from '@web/components/ui/tooltip';
import { describeFailureReason } from '../lib/describe-website';

const MAX_TOOLS = 3;

/** Shows `value`; screen readers hear "label: value", since the badge's icon and colour say the rest. */
function Labelled({ label, value }: { label: string; value: string }) {
  return (
    <>
      <span className="sr-only">
        {label}: {value}
      </span>
      <span aria-hidden="true">{value}</span>
    </>
  );
}

/**
 * Chatbot yes/no with its platform, the CMS, and marketing tools; or why the site could not be read. `compact`
 * (the table) folds two or more marketing tools into one "N tools" badge that lists them on hover and focus.
 */
export function TechStackCell({ lead, compact = false }: { lead: TLead; compact?: boolean }) {
  if (!lead.website || lead.enrichmentStatus === 'no_website') {
    return <span className="text-xs text-muted">No website</span>;
  }
  if (lead.enrichmentStatus === 'pending') {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs text-muted">
        <Spinner className="size-3.5" />
        Checking…
      </span>
    );
  }
  const info = lead.websiteInfo;
  if (lead.enrichmentStatus === 'failed' || info?.status === 'failed') {
    return (
      <span className="text-xs text-warning" title={info?.failureReason ?? undefined}>
        {describeFailureReason(info?.failureReason)}
      </span>
    );
  }
  if (info?.status === 'skipped' || lead.enrichmentStatus === 'skipped') {
    return <span className="text-xs text-muted">Not checked</span>;
  }

  const possibleChat = lead.hasChatbot === null && info?.chatWidgets.some((w) => w.confidence === 'weak');
  const cms = lead.cmsPlatform === 'custom/unknown' ? 'Custom site' : lead.cmsPlatform;
  const tools = lead.marketingTools;
  return (
    <div className="flex flex-wrap gap-1">
      {lead.hasChatbot ? (
        <Badge variant="success" className="px-2 text-[11px]" title="Has a chatbot or live chat">
          <Bot className="size-3" aria-hidden="true" />
          {lead.chatbotPlatform ? <Labelled label="Chatbot" value={lead.chatbotPlatform} /> : 'Chatbot'}
        </Badge>
      ) : possibleChat ? (
        <Badge variant="warning" className="px-2 text-[11px]">
          <Bot className="size-3" aria-hidden="true" />
          Possible chat
        </Badge>
      ) : lead.hasChatbot === false ? (
        <Badge variant="secondary" className="px-2 text-[11px]" title="No chatbot found">
          <BotOff className="size-3" aria-hidden="true" />
          No chatbot
        </Badge>
      ) : null}
      {cms && (
        <Badge variant="default" className="px-2 text-[11px]" title="Website platform">
          <LayoutTemplate className="size-3" aria-hidden="true" />
          <Labelled label="Website platform" value={cms} />
        </Badge>
      )}
      {compact && tools.length > 1 ? (
        <Tooltip content={tools.join(', ')}>
          <button
            type="button"
            className="inline-flex items-center rounded-full bg-white px-2 py-0.5 text-[11px] font-medium text-body ring-1 ring-line ring-inset hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span aria-hidden="true">{tools.length} tools</span>
            <span className="sr-only">Marketing tools: {tools.join(', ')}</span>
          </button>
        </Tooltip>
      ) : (
        <>
          {tools.slice(0, MAX_TOOLS).map((tool) => (
            <Badge key={tool} variant="secondary" className="bg-white px-2 text-[11px]">
              {tool}
            </Badge>
          ))}
          {tools.length > MAX_TOOLS && (
            <Badge
              variant="secondary"
              className="bg-white px-2 text-[11px]"
              title={tools.slice(MAX_TOOLS).join(', ')}
            >
              +{tools.length - MAX_TOOLS}
            </Badge>
          )}
        </>
      )}
    </div>
  );
}
