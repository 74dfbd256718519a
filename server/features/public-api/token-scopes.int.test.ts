import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES, type TApiTokenScope, type TCreatedApiToken } from '@contracts/api-tokens';
import { connectMcp, isReadOnlyTool, mcpArgSets } from '../../../tests/mcp-client';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';

type TOperation = { security?: Record<string, string[]>[] };

const refusal = (scope: TApiTokenScope) => `does not have the "${scope}" scope`;

/**
 * The scope sweep (decisions 113, 114): every `/api/v1` route of the router and every tool the MCP server lists,
 * called with a read-only and a write-only token. The token without the scope the route documents (OpenAPI
 * `security`) or the tool declares (`readOnlyHint`: read, else write) is refused for its scope; the other is not.
 * A route or tool added later is swept as it is; one without a scope rule fails here.
 */
describe.skipIf(postgresSkipped())(`every API door checks the token's scope on ${testDbKind()}`, () => {
  let t: TestApp;
  const tokens = {} as Record<TApiTokenScope, string>;
  let ids: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    const cookie = await t.signUp('scopes@example.com');
    const userId = await userIdOf(t.db, 'scopes@example.com');
    await subscribe(t.db, userId);
    const seeded = await seedSearch(t.db, userId, [{ businessName: 'Scoped lead' }]);
    const list = await t.request('/api/lists', { cookie, body: { name: 'Scoped list' } });
    ids = {
      searchId: seeded.searchId,
      listId: ((await list.json()) as { id: string }).id,
      leadIds: seeded.ids,
      leadId: seeded.ids[0],
      pushId: randomUUID(),
      campaignId: randomUUID(),
      sweepId: randomUUID(),
      monitorId: randomUUID(),
      columnId: randomUUID(),
      questionId: randomUUID(),
      provider: 'hubspot',
    };
    for (const scope of API_TOKEN_SCOPES) {
      const made = await t.request('/api/api-tokens', { cookie, body: { name: scope, scopes: [scope] } });
      tokens[scope] = ((await made.json()) as TCreatedApiToken).token;
    }
  });
  afterAll(async () => t?.close());

  /** What is wrong with the answers of the two tokens to a route or tool that needs `needs`. */
  const judge = (what: string, needs: TApiTokenScope, answers: Record<TApiTokenScope, string>) =>
    API_TOKEN_SCOPES.flatMap((scope) => {
      const refused = answers[scope].includes(refusal(needs));
      if (scope === needs && refused) return [`${what}: the "${scope}" token is refused`];
      if (scope !== needs && !refused)
        return [`${what} needs "${needs}": the "${scope}" token got ${answers[scope].slice(0, 120)}`];
      return [];
    });

  it('every /api/v1 route refuses a token without the scope its OpenAPI operation documents', async () => {
    const document = (await (await t.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, TOperation>>;
    };
    const routes = [
      ...new Map(
        t.app.routes
          .filter(
            (r) =>
              r.path.startsWith('/api/v1/') &&
              r.method !== 'ALL' &&
              !r.path.includes('*') &&
              r.path !== '/api/v1/openapi.json',
          )
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    for (const route of routes) {
      const what = `${route.method} ${route.path}`;
      const documented = route.path.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}');
      const needs = document.paths[documented]?.[route.method.toLowerCase()]?.security?.[0]?.bearerAuth;
      if (needs?.length !== 1 || !API_TOKEN_SCOPES.includes(needs[0] as TApiTokenScope)) {
        wrong.push(`${what}: no scope documented (${JSON.stringify(needs)})`);
        continue;
      }
      const path = route.path.replace(/:[a-zA-Z]+/g, randomUUID());
      const answers = {} as Record<TApiTokenScope, string>;
      for (const scope of API_TOKEN_SCOPES) {
        const res = await t.request(path, {
          method: route.method,
          headers: { authorization: `Bearer ${tokens[scope]}` },
          body: route.method === 'GET' ? undefined : {},
        });
        const text = await res.text();
        const detail = res.status === 403 ? (JSON.parse(text) as { detail: string }).detail : text;
        answers[scope] = `${res.status} ${detail}`;
      }
      wrong.push(...judge(what, needs[0] as TApiTokenScope, answers));
    }
    expect(wrong).toEqual([]);
  });

  it('every MCP tool refuses a token without the scope its /api/v1 twin needs', async () => {
    const clients = {} as Record<TApiTokenScope, Awaited<ReturnType<typeof connectMcp>>>;
    for (const scope of API_TOKEN_SCOPES) clients[scope] = await connectMcp(t, tokens[scope]);
    const tools = await clients.read.tools();
    expect(tools.length).toBeGreaterThanOrEqual(8);
    const wrong: string[] = [];
    for (const tool of tools) {
      const needs: TApiTokenScope = isReadOnlyTool(tool) ? 'read' : 'write';
      const answers = {} as Record<TApiTokenScope, string>;
      for (const scope of API_TOKEN_SCOPES) {
        // Both with the tool's arguments and with none: the scope is checked before anything else.
        for (const args of [...mcpArgSets(tool, ids), {}]) {
          const answer = await clients[scope].call(tool.name, args);
          answers[scope] = `${answers[scope] ?? ''} ${answer.isError ? 'error' : 'ok'}: ${answer.text}`;
          if (scope !== needs && !answer.text.includes(refusal(needs)))
            wrong.push(`${tool.name}(${JSON.stringify(args)}) with "${scope}": ${answer.text.slice(0, 120)}`);
        }
      }
      wrong.push(...judge(tool.name, needs, answers));
    }
    for (const scope of API_TOKEN_SCOPES) await clients[scope].close();
    expect([...new Set(wrong)]).toEqual([]);
  });
});
