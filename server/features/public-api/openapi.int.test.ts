import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

type TSchema = {
  description?: string;
  required?: string[];
  enum?: string[];
  items?: TSchema;
  properties?: Record<string, TSchema>;
};
type TOperation = { security?: unknown; responses: Record<string, { content?: Record<string, unknown> }> };

/** The OpenAPI 3.1 document of `/api/v1` (decision 113): public, valid, and it documents every route. */
describe.skipIf(postgresSkipped())(`the OpenAPI document on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is served without a token and is valid OpenAPI 3.1 with a bearer scheme', async () => {
    const res = await t.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, TOperation>>;
      components: { securitySchemes: Record<string, unknown> };
      security: unknown;
    };
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.components.securitySchemes.bearerAuth).toEqual(expect.objectContaining({ scheme: 'bearer' }));
    expect(doc.security).toEqual([{ bearerAuth: [] }]);

    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.map((o) => o.route).sort()).toEqual([
      'DELETE /monitors/{id}',
      'DELETE /reports/{id}',
      'DELETE /searches/{id}/auto-push/{provider}',
      'GET /campaigns',
      'GET /campaigns/{id}',
      'GET /crm-pushes/{id}',
      'GET /exports',
      'GET /leads',
      'GET /leads/{id}',
      'GET /leads/{id}/reports',
      'GET /lists',
      'GET /lists/{id}',
      'GET /monitors',
      'GET /monitors/{id}',
      'GET /research/columns',
      'GET /research/columns/{id}/answers',
      'GET /research/questions',
      'GET /searches',
      'GET /searches/{id}',
      'GET /searches/{id}/auto-push',
      'GET /searches/{id}/leads',
      'GET /sweeps',
      'GET /sweeps/{id}',
      'PATCH /leads/{id}',
      'PATCH /monitors/{id}',
      'POST /campaigns',
      'POST /campaigns/{id}/pause',
      'POST /campaigns/{id}/resume',
      'POST /campaigns/{id}/stop',
      'POST /crm-pushes',
      'POST /leads/{id}/reports',
      'POST /lists',
      'POST /lists/{id}/members',
      'POST /markets',
      'POST /markets/estimate',
      'POST /monitors',
      'POST /monitors/{id}/run',
      'POST /research/columns',
      'POST /research/columns/{id}/cancel',
      'POST /research/columns/{id}/estimate',
      'POST /research/columns/{id}/run',
      'POST /searches',
      'POST /sweeps',
      'POST /sweeps/estimate',
      'POST /sweeps/{id}/cancel',
      'PUT /searches/{id}/auto-push/{provider}',
    ]);
    for (const { op } of operations) {
      expect(op.responses['401'].content).toHaveProperty(['application/problem+json']);
      expect(op.responses['429'].content).toHaveProperty(['application/problem+json']);
    }
  });

  it('documents the website audit on every lead and the filter on its findings (decision 132)', async () => {
    const doc = (await (await t.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; description?: string }[] }>>;
      components: { schemas: Record<string, TSchema> };
    };
    const { Lead, LeadAudit } = doc.components.schemas;
    expect(Lead.properties?.audit).toBeDefined();
    expect(Lead.required).toContain('audit');
    expect(LeadAudit.description).toContain('pitch');
    const finding = LeadAudit.properties?.findings.items;
    expect(finding?.required).toEqual(
      expect.arrayContaining(['id', 'severity', 'title', 'evidence', 'pitch']),
    );
    expect(finding?.properties?.id.enum).toContain('tls_expired');
    expect(finding?.properties?.severity.enum).toEqual(['high', 'medium', 'low']);
    expect(finding?.properties?.evidence.required).toEqual(['url', 'value']);
    const filter = doc.paths['/leads'].get.parameters?.find((p) => p.name === 'auditFindings');
    expect(filter?.description).toContain('any of them');
  });
});
