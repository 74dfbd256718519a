import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, Sparkles } from 'lucide-react';
import type { TLeadPage as TLeadPageData } from '@contracts/lead-activity';
import type { TLead } from '@contracts/search';
import {
  BackLink,
  DetailLoadError,
  DetailLoading,
  useDetailLoadError,
} from '@web/components/detail-page-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  CHAIN_LABEL,
  ContactInfoCell,
  EmailChecksList,
  LeadFlags,
  LeadScoreFacts,
  LocationCell,
  NotesTagsPreview,
  RatingCell,
  SocialMediaCell,
  TechStackCell,
} from '@web/features/leads';
import { ShareAuditButton } from '@web/features/audit-reports';
import { ColdEmailDialog } from '@web/features/outreach';
import { useTeamCan } from '@web/lib/active-team';
import { formatRelativeTime } from '@web/lib/relative-time';
import { leadPageKey, useAssignees, useLeadPage } from '../api/lead-page-api';
import { activityActor, describeActivity } from '../lib/describe-activity';
import { CrmLinks } from '@web/features/integrations';
import { AssigneeMenu } from './assignee-menu';
import { NotesTagsEditor } from './notes-tags-editor';
import { PageSpeedCard, PageSpeedRefusalCard } from './page-speed-card';
import { RelativeTime } from '@web/components/relative-time';

const BACK_TO_HISTORY = <BackLink to="/dashboard/history">Back to History</BackLink>;

/** /dashboard/leads/:id — one lead of the active team with its assignee, notes, lists and activity trail. */
export function LeadPage() {
  const { id = '' } = useParams();
  const result = useLeadPage(id);
  // A lead of another of the user's teams opens in that team (with a notice); anyone else's is not found.
  const isNotFound = useDetailLoadError(
    result.error,
    {
      notFound: 'Business not found',
      failure: 'Failed to load the business',
      backTo: '/dashboard/history',
    },
    { kind: 'lead', id },
  );
  if (result.isPending || isNotFound) return <DetailLoading back={BACK_TO_HISTORY} />;
  if (result.isError) {
    return (
      <DetailLoadError
        back={BACK_TO_HISTORY}
        message={`Failed to load the business: ${result.error.message}`}
        onRetry={() => void result.refetch()}
      />
    );
  }
  return <LeadPageBody page={result.data} />;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

/** Employees and revenue as found, with where (issue 32): "est. 6–10 from the team page". */
function CompanySize({ lead }: { lead: TLead }) {
  const size = lead.companySize;
  if (!size) return <span className="text-muted">Nothing on its website shows it</span>;
  const revenue = size.revenue;
  return (
    <div className="grid gap-0.5">
      {size.label && <span>{size.label}</span>}
      {revenue && (
        <span>
          Revenue{' '}
          {revenue.amount.toLocaleString(undefined, {
            style: 'currency',
            currency: revenue.currency,
            maximumFractionDigits: 0,
          })}{' '}
          (stated)
        </span>
      )}
      {size.evidence && (
        <a
          href={size.evidence.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-xs break-words text-primary hover:underline"
        >
          {size.evidence.text}
        </a>
      )}
    </div>
  );
}

/** What the Google profile shows, in a line: status, hours, photos. */
function describeProfile(lead: TLead): string {
  const profile = lead.googleProfile;
  if (!profile) return 'Not read';
  const status =
    profile.businessStatus === 'CLOSED_TEMPORARILY'
      ? 'Temporarily closed'
      : profile.businessStatus === 'FUTURE_OPENING'
        ? 'Opening soon'
        : 'Open';
  const hours =
    profile.hasOpeningHours === null
      ? null
      : profile.hasOpeningHours
        ? 'opening hours listed'
        : 'no opening hours';
  const photos =
    profile.photoCount === null
      ? null
      : profile.photoCount === 0
        ? 'no photos'
        : `${profile.photoCount}+ photos`;
  return [status, hours, photos].filter(Boolean).join(' · ');
}

function LeadPageBody({ page }: { page: TLeadPageData }) {
  const { lead, search, lists, activity, pageSpeed, pageSpeedRefusal } = page;
  const [isEmailOpen, setEmailOpen] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const assignees = useAssignees();
  // A viewer reads the notes and tags and generates no email (work.write, decision 109).
  const canWrite = useTeamCan({ work: ['write'] });
  const foundIn = [search.niche, search.location].filter(Boolean).join(' in ');
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: leadPageKey(lead.id) });
  const noop = (_: TLead) => undefined;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <BackLink to={`/dashboard/history/${search.id}`}>Back to search</BackLink>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground sm:text-3xl">
              {lead.businessName}
            </h1>
            <LeadFlags lead={lead} />
            <p className="text-sm text-muted">
              Found in{' '}
              <Link to={`/dashboard/history/${search.id}`} className="text-primary hover:underline">
                {foundIn || 'a search'}
              </Link>
            </p>
            {lead.reportViewedAt && (
              <p>
                <Badge variant="success" title={lead.reportViewedAt}>
                  <Eye className="size-3.5" aria-hidden="true" />
                  Viewed report {formatRelativeTime(lead.reportViewedAt)}
                </Badge>
              </p>
            )}
          </div>
          {canWrite && (
            <div className="flex flex-wrap gap-2">
              <ShareAuditButton lead={lead} onChanged={refresh} />
              <Button onClick={() => setEmailOpen(true)}>
                <Sparkles aria-hidden="true" />
                Generate Email
              </Button>
            </div>
          )}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Business</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Fact label="Contact">
                  <ContactInfoCell lead={lead} />
                </Fact>
                <Fact label="Emails">
                  <EmailChecksList lead={lead} />
                </Fact>
                <Fact label="Location">
                  <LocationCell lead={lead} withIcon />
                </Fact>
                <Fact label="Rating">
                  <RatingCell lead={lead} />
                </Fact>
                <Fact label="Website">
                  {lead.website ? (
                    <a
                      href={lead.website}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="break-all text-primary hover:underline"
                    >
                      {lead.website}
                    </a>
                  ) : (
                    <span className="text-muted">No website</span>
                  )}
                </Fact>
                <Fact label="Tech stack">
                  <TechStackCell lead={lead} />
                </Fact>
                <Fact label="Social media">
                  <SocialMediaCell lead={lead} />
                </Fact>
                <Fact label="Company size">
                  <CompanySize lead={lead} />
                </Fact>
                <Fact label="Chain">
                  {lead.chain ? (
                    <span>
                      {CHAIN_LABEL[lead.chain.kind]}: {lead.chain.reason}
                    </span>
                  ) : (
                    <span className="text-muted">No sign of a chain</span>
                  )}
                </Fact>
                <Fact label="Google profile">{describeProfile(lead)}</Fact>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Lead score</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <LeadScoreFacts lead={lead} />
            </CardContent>
          </Card>
          {pageSpeed ? (
            <PageSpeedCard pageSpeed={pageSpeed} />
          ) : (
            pageSpeedRefusal && <PageSpeedRefusalCard refusal={pageSpeedRefusal} />
          )}
        </div>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Assigned to</CardTitle>
            </CardHeader>
            <CardContent>
              <AssigneeMenu lead={lead} className="text-sm" />
            </CardContent>
          </Card>
          <CrmLinks leadId={lead.id} />
          {canWrite ? (
            <Card>
              <CardContent className="pt-6">
                <NotesTagsEditor
                  key={editorKey}
                  lead={lead}
                  onSaved={noop}
                  onCancel={() => setEditorKey((k) => k + 1)}
                />
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>Notes and tags</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2">
                <NotesTagsPreview lead={lead} />
                {lead.lastContactedDate && (
                  <p className="text-sm text-muted">Last contacted {lead.lastContactedDate}</p>
                )}
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>Lists</CardTitle>
            </CardHeader>
            <CardContent>
              {lists.length === 0 ? (
                <p className="text-sm text-muted">Not in any list.</p>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {lists.map((list) => (
                    <li key={list.id}>
                      <Link
                        to={`/dashboard/lists/${list.id}`}
                        className="inline-flex items-center gap-1.5 rounded bg-surface-muted px-2 py-1 text-sm text-body hover:bg-surface-strong"
                      >
                        <span
                          className="size-2 rounded-full"
                          style={{ backgroundColor: list.color }}
                          aria-hidden="true"
                        />
                        {list.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Activity</CardTitle>
            </CardHeader>
            <CardContent>
              {activity.length === 0 ? (
                <p className="text-sm text-muted">Nothing yet.</p>
              ) : (
                <ol className="grid gap-3" aria-label="Activity, newest first">
                  {activity.map((entry) => (
                    <li key={entry.id} className="grid gap-0.5 border-l-2 border-line pl-3 text-sm">
                      <p className="text-emphasis">
                        <span className="font-medium">{activityActor(entry)}</span>{' '}
                        {describeActivity(entry, assignees.data?.assignees)}
                      </p>
                      <RelativeTime at={entry.at} className="text-xs text-muted" />
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
      {canWrite && <ColdEmailDialog lead={lead} open={isEmailOpen} onOpenChange={setEmailOpen} />}
    </div>
  );
}
