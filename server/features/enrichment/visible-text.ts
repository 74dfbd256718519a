import { walkDom, type DomNode } from './dom-walk';
import type { Page } from './page';

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'svg']);
/** Phrasing elements a browser renders inside one run of text: `info<span>@</span>joes.com` reads as one word. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data del dfn em font i ins kbd mark q s samp small span strike strong sub sup time tt u var wbr'.split(
    ' ',
  ),
);

const texts = new WeakMap<Page, string>();
const flowing = new WeakMap<Page, string>();

function tidy(lines: string[]): string {
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function isHidden(node: DomNode): boolean {
  return node.name !== undefined && HIDDEN.has(node.name);
}

/** Text of the body outside hidden elements; `breakAt(element)` says where a line ends. */
function layout(page: Page, breakAt: (node: DomNode) => boolean): string {
  const out: string[] = [];
  const lineBreak = (node: DomNode): void => {
    if (breakAt(node)) out.push('\n');
  };
  walkDom(page.$('body').get() as DomNode[], {
    enter(node) {
      if (node.type === 'text') out.push(node.data ?? '');
      if (isHidden(node)) return false;
      lineBreak(node);
    },
    leave: lineBreak,
  });
  return tidy(out.join('').split('\n'));
}

/** The page's readable text, one text node per line so words from neighbouring elements never merge. */
export function visibleText(page: Page): string {
  let text = texts.get(page);
  if (text === undefined) {
    text = layout(page, (node) => node.type !== 'text');
    texts.set(page, text);
  }
  return text;
}

/**
 * The page's text as a browser lays it out: inline elements (span, a, b, …) run together and every other
 * element starts a new line. Finds what markup splits (`info<span>@</span>joes.com`); callers must allow for
 * a label glued to its value (`<b>Email</b><span>a@b.com</span>`), which `visibleText` keeps apart.
 */
export function flowingText(page: Page): string {
  let text = flowing.get(page);
  if (text === undefined) {
    text = layout(page, (node) => node.name !== undefined && !INLINE.has(node.name));
    flowing.set(page, text);
  }
  return text;
}
