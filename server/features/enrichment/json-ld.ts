import type { CheerioAPI } from 'cheerio';

export type JsonLdNode = Record<string, unknown>;

function isNode(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON.parse, retried once with the two faults hand-edited blocks most often have: raw line breaks or tabs
 * inside strings (all whitespace runs become one space) and trailing commas. Anything still broken is skipped (undefined).
 */
function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(text.replace(/\s+/g, ' ').replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

/** The top-level entities of every parseable `application/ld+json` block (arrays and `@graph` flattened). */
export function readJsonLd($: CheerioAPI): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const add = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(add);
    else if (isNode(value)) {
      if (Array.isArray(value['@graph'])) value['@graph'].forEach(add);
      else nodes.push(value);
    }
  };
  $('script[type="application/ld+json" i]').each((_, el) => {
    const parsed = parseLenient($(el).text());
    if (parsed !== undefined) add(parsed);
  });
  return nodes;
}

/** The node's @type values, e.g. ["LocalBusiness", "Plumber"]. */
export function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

/** Every nested object, the node itself included, depth first. */
export function descendants(node: JsonLdNode): JsonLdNode[] {
  const found: JsonLdNode[] = [node];
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) found.push(...descendants(child));
    }
  }
  return found;
}

/** String values of a property that may be a string or an array of strings. */
export function stringsOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}
