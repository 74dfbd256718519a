import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnstorableText, firstIssueMessage } from './validate';

const messageFor = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return firstIssueMessage(result.error.issues);
};

describe('firstIssueMessage', () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(5),
    count: z.number().int().min(1).max(10),
    role: z.enum(['user', 'admin']),
    ids: z.array(z.uuid()).min(1),
    day: z.iso.date().optional(),
    own: z.string('Name please').optional(),
  });
  const valid = { name: 'Ann', count: 2, role: 'user', ids: ['00000000-0000-4000-8000-000000000001'] };

  it('names the field and the rule instead of zod generic wording', () => {
    expect(messageFor(schema, null)).toBe('Request body must be a JSON object');
    expect(messageFor(schema, [])).toBe('Request body must be a JSON object');
    expect(messageFor(schema, { ...valid, name: undefined })).toBe('name is required');
    expect(messageFor(schema, { ...valid, name: 42 })).toBe('name must be text');
    expect(messageFor(schema, { ...valid, name: ' ' })).toBe('name cannot be empty');
    expect(messageFor(schema, { ...valid, name: 'x'.repeat(6) })).toBe('name must be at most 5 characters');
    expect(messageFor(schema, { ...valid, count: '2' })).toBe('count must be a number');
    expect(messageFor(schema, { ...valid, count: 1.5 })).toBe('count must be a whole number');
    expect(messageFor(schema, { ...valid, count: 1e308 })).toBe('count is out of range');
    expect(messageFor(schema, { ...valid, count: 11 })).toBe('count must be at most 10');
    expect(messageFor(schema, { ...valid, role: 'root' })).toBe('role must be one of: user, admin');
    expect(messageFor(schema, { ...valid, ids: [] })).toBe('ids must have at least 1 item');
    expect(messageFor(schema, { ...valid, ids: ['x'] })).toBe('ids.0 must be a valid id');
    expect(messageFor(schema, { ...valid, day: '2026-02-31' })).toBe('day must be a date (YYYY-MM-DD)');
  });

  it("keeps a schema's own message", () => {
    expect(messageFor(schema, { ...valid, own: 3 })).toBe('Name please');
  });
});

describe('findUnstorableText', () => {
  it('finds NUL and lone surrogates anywhere, with their path', () => {
    expect(findUnstorableText({ a: 'ok', b: ['fine', 'x\u0000y'] })).toEqual(['b', '1']);
    expect(findUnstorableText({ a: { b: 'broken \ud800' } })).toEqual(['a', 'b']);
    expect(findUnstorableText({ a: 'broken \udc00 low' })).toEqual(['a']);
    expect(findUnstorableText({ 'k\u0000': 1 })).toEqual(['k\u0000']);
  });

  it('lets emoji, accents and other Unicode through', () => {
    expect(findUnstorableText({ a: '🙂 𝓤 café Ünïcödé 日本', b: [1, true, null] })).toBeNull();
    expect(findUnstorableText('plain')).toBeNull();
  });
});
