import type { CheerioAPI } from 'cheerio';

export type JsonLdNode = Record<string, unknown>;

function isNode(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
    try {
      add(JSON.parse($(el).text()));
    } catch {
      // Malformed blocks are common on small-business sites; skip them.
    }
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
