import type { CheerioAPI } from 'cheerio';
import { parse, type Selector } from 'css-what';
import { walkDom, type DomNode } from './dom-walk';

/**
 * What a selector needs to find in a document at all: tag names, attribute names, and for attributes with a
 * value test the (lower-case) text that value must contain. A selector needs every one of them somewhere in the
 * document to match anything, so a document that lacks one cannot match it. Pseudo-classes (`:not`, `:is`,
 * `:has`, …) and negated or regex tests add nothing here: skipping them only makes the test weaker, never wrong.
 */
type Needs = { tags: string[]; attributes: { name: string; text: string | null }[] };

/** The parts of a domhandler element the index reads. */
type Element = DomNode & { attribs?: Record<string, string> };

/** What a document contains: tag names, and per attribute name all its values, lower-cased and joined. */
type DocumentIndex = { tags: Set<string>; values: Map<string, string> };

const VALUE_TESTS = new Set(['equals', 'element', 'start', 'end', 'any', 'hyphen']);
const needsOf = new Map<string, Needs[] | null>();

/** Each comma-separated alternative's needs; null when the selector does not parse (cheerio decides then). */
function selectorNeeds(selector: string): Needs[] | null {
  let needs = needsOf.get(selector);
  if (needs !== undefined) return needs;
  try {
    needs = parse(selector).map((alternative: Selector[]) => {
      const tags: string[] = [];
      const attributes: Needs['attributes'] = [];
      for (const token of alternative) {
        if (token.type === 'tag') tags.push(token.name.toLowerCase());
        else if (token.type === 'attribute' && token.action === 'exists')
          attributes.push({ name: token.name.toLowerCase(), text: null });
        else if (token.type === 'attribute' && VALUE_TESTS.has(token.action) && token.value !== '')
          attributes.push({ name: token.name.toLowerCase(), text: token.value.toLowerCase() });
      }
      return { tags, attributes };
    });
  } catch {
    needs = null;
  }
  if (needsOf.size < 2_000) needsOf.set(selector, needs);
  return needs;
}

function indexOf(root: DomNode[]): DocumentIndex {
  const tags = new Set<string>();
  const values = new Map<string, string[]>();
  walkDom(root, {
    enter(node) {
      const element = node as Element;
      if (!element.name || !element.attribs) return;
      tags.add(element.name.toLowerCase());
      for (const [name, value] of Object.entries(element.attribs)) {
        const key = name.toLowerCase();
        let list = values.get(key);
        if (!list) values.set(key, (list = []));
        list.push(value.toLowerCase());
      }
    },
  });
  return { tags, values: new Map([...values].map(([name, list]) => [name, list.join('\u0000')])) };
}

function possible(index: DocumentIndex, needs: Needs[]): boolean {
  return needs.some(
    ({ tags, attributes }) =>
      tags.every((tag) => index.tags.has(tag)) &&
      attributes.every(({ name, text }) => {
        const values = index.values.get(name);
        return values !== undefined && (text === null || values.includes(text));
      }),
  );
}

/**
 * The document's `$`, answering a selector that cannot match anything in it with an empty selection without
 * walking the document. The detectors ask each page for a few hundred vendor and builder markers
 * (`script[src*="tawk.to"]`, `.sqs-block`, `[data-wf-site]`, …) and a page shows a handful of them; on a page of
 * tens of thousands of elements each query is a walk of all of them, which made analysis cost about a second per
 * megabyte. The index (tags, attribute names and values) is one walk, made on the first query; the document must
 * not change afterwards (pages are read-only once built). Anything but a plain selector string (elements, markup, a context) goes to cheerio.
 */
export function skipImpossibleSelectors($: CheerioAPI): CheerioAPI {
  let index: DocumentIndex | null = null;
  return new Proxy($, {
    apply(target, thisArg, args: unknown[]) {
      const [selector] = args;
      if (args.length === 1 && typeof selector === 'string' && !selector.includes('<')) {
        const needs = selectorNeeds(selector);
        index ??= indexOf(target.root().get() as DomNode[]);
        if (needs !== null && !possible(index, needs)) return target([]);
      }
      return Reflect.apply(target, thisArg, args) as unknown;
    },
  });
}
