import { createRoute } from '@hono/zod-openapi';
import {
  ZV1CampaignChanged,
  ZV1CampaignList,
  ZV1CampaignOne,
  ZV1Id,
  ZV1LaunchCampaignRequest,
  ZV1LaunchedCampaign,
} from '@contracts/api-v1';
import type { AppDeps } from '../../app-deps';
import { scopeOf } from '../../lib/team-scope';
import {
  findCampaigns,
  getCampaign,
  launchCampaign,
  launchDepsOf,
  pauseCampaign,
  resumeCampaign,
  stopCampaign,
} from '../campaigns';
import { jsonBody, jsonContent, problems, v1Router } from './v1-router';
import { READ, SEND, WORK, v1Access, type TTokenAccess } from './token-access';

const tags = ['Campaigns'];

const list = createRoute({
  method: 'get',
  path: '/campaigns',
  tags,
  summary:
    "The team's campaigns, newest first, with how many leads are active, replied, bounced, unsubscribed",
  ...v1Access(READ),
  responses: { 200: jsonContent(ZV1CampaignList, 'The campaigns'), ...problems(403) },
});

const getOne = createRoute({
  method: 'get',
  path: '/campaigns/{id}',
  tags,
  summary:
    "A campaign's steps with their counts (queued, sent, replied, bounced, unsubscribed) and each lead's state",
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1CampaignOne, 'The campaign'), ...problems(403, 404) },
});

const launch = createRoute({
  method: 'post',
  path: '/campaigns',
  tags,
  summary:
    "Launch a saved sequence to a list or leads from the team's mailboxes; skipped leads are listed with why. Needs the send scope",
  ...v1Access(SEND),
  request: { body: jsonBody(ZV1LaunchCampaignRequest) },
  responses: { 201: jsonContent(ZV1LaunchedCampaign, 'The campaign'), ...problems(400, 403, 404, 409) },
});

const change = (action: 'pause' | 'resume' | 'stop', access: TTokenAccess, summary: string) =>
  createRoute({
    method: 'post',
    path: `/campaigns/{id}/${action}`,
    tags,
    summary,
    ...v1Access(access),
    request: { params: ZV1Id },
    responses: { 200: jsonContent(ZV1CampaignChanged, 'The campaign'), ...problems(400, 403, 404) },
  });

/** Campaigns through the public API: the same operations (and senders) as `/api/campaigns` (decision 113 addendum). */
export function v1CampaignRoutes(deps: AppDeps) {
  const { db } = deps;
  const launchDeps = launchDepsOf(deps);
  const id = (c: { req: { valid: (target: 'param') => { id: string } } }) => c.req.valid('param').id;
  return v1Router()
    .openapi(list, async (c) => c.json({ data: (await findCampaigns(db, scopeOf(c))).campaigns }, 200))
    .openapi(getOne, async (c) => c.json({ data: await getCampaign(deps, scopeOf(c), id(c)) }, 200))
    .openapi(launch, async (c) =>
      c.json({ data: await launchCampaign(launchDeps, scopeOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(
      change('pause', WORK, 'Pause a running campaign: nothing more is sent until it is resumed'),
      async (c) => c.json({ data: await pauseCampaign(db, scopeOf(c), id(c)) }, 200),
    )
    .openapi(
      change('resume', SEND, 'Resume a paused campaign; its senders go on. Needs the send scope'),
      async (c) => c.json({ data: await resumeCampaign(launchDeps, scopeOf(c), id(c)) }, 200),
    )
    .openapi(
      change('stop', WORK, "Stop a campaign for good: every lead's remaining steps are cancelled"),
      async (c) => c.json({ data: await stopCampaign(db, scopeOf(c), id(c)) }, 200),
    );
}
