import { z, type ZodType } from 'zod';

type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  minimum?: number;
  maximum?: number;
  [keyword: string]: unknown;
};

/** What a predicate may ignore: annotations, and the extra keys zod's objects strip rather than refuse. */
const IGNORED = new Set(['$schema', 'additionalProperties', 'description', 'title', 'id']);
const HANDLED = new Set(['type', 'enum', 'anyOf', 'properties', 'required', 'items', 'minimum', 'maximum']);

/**
 * A zod schema as an SQL/JSON path predicate (lax mode) on `$`: true exactly when `schema.safeParse` of the JSON
 * value succeeds, for the schemas a stored JSON column is read with (objects, arrays, strings, numbers, integers
 * with bounds, enums, nullable and optional fields). Built from zod's JSON Schema of the parsed output; a keyword
 * it cannot express (a pattern, a length, a format…) throws, so a contract that outgrows it is noticed at start.
 *
 * In lax mode a missing key is an empty value whose `.type()` is no type, so it fails as undefined does; every
 * comparison stands behind its type test (`.type()` does not unwrap arrays, comparisons do).
 */
export function jsonPathPredicate(schema: ZodType): string {
  return predicate(z.toJSONSchema(schema, { io: 'output' }) as TJsonSchema, '$');
}

function predicate(schema: TJsonSchema, at: string): string {
  for (const keyword of Object.keys(schema))
    if (!HANDLED.has(keyword) && !IGNORED.has(keyword))
      throw new Error(`jsonPathPredicate: JSON Schema keyword "${keyword}" at ${at} is not supported`);
  const all: string[] = [];
  if (schema.anyOf) all.push(any(schema.anyOf.map((option) => predicate(option, at))));
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    all.push(any(types.map((type) => ofType(schema, type, at))));
  }
  if (schema.enum) all.push(any(schema.enum.map((value) => `${at} == ${JSON.stringify(value)}`)));
  if (all.length === 0) throw new Error(`jsonPathPredicate: the schema at ${at} allows any value`);
  return all.join(' && ');
}

function ofType(schema: TJsonSchema, type: string, at: string): string {
  const parts = [`${at}.type() == "${type === 'integer' ? 'number' : type}"`];
  if (type === 'integer') parts.push(`${at}.floor() == ${at}`);
  if (type === 'number' || type === 'integer') {
    if (schema.minimum !== undefined) parts.push(`${at} >= ${schema.minimum}`);
    if (schema.maximum !== undefined) parts.push(`${at} <= ${schema.maximum}`);
  }
  if (type === 'object') {
    const required = new Set(schema.required ?? []);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const field = `${at}.${JSON.stringify(key)}`;
      const check = predicate(property, field);
      parts.push(required.has(key) ? `(${check})` : `(!exists(${field}) || ${check})`);
    }
  }
  if (type === 'array' && schema.items)
    parts.push(`!exists(${at}[*] ? (!(${predicate(schema.items, '@')})))`);
  return `(${parts.join(' && ')})`;
}

const any = (options: string[]) => (options.length === 1 ? options[0] : `(${options.join(' || ')})`);
