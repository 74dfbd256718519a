import { walkDom, type DomNode } from './dom-walk';
import type { Page } from './page';

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'svg']);
/** Phrasing elements a browser renders inside one run of text: `info<span>@</span>joes.com` reads as one word. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data del dfn em font i ins kbd mark q s samp small span strike strong sub sup time tt u var wbr'.split(
    ' ',
  ),
);

/** A page's text as lines, each with the node it came from (a text node, or the block a laid-out line fills). */
export type TextLines = { text: string; lines: { start: number; owner: DomNode }[] };

const texts = new WeakMap<Page, TextLines>();
const flowing = new WeakMap<Page, TextLines>();

function isHidden(node: DomNode): boolean {
  return node.name !== undefined && HIDDEN.has(node.name);
}

/** An inline style that hides its element: `display: none` or `visibility: hidden`. */
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/**
 * Hidden from a visitor as far as the markup says without a browser: the `hidden` attribute (not
 * `until-found`, which the browser's find reveals) or an inline style that hides the element.
 */
function isHiddenFromVisitors(node: DomNode): boolean {
  if (isHidden(node)) return true;
  const attribs = node.attribs;
  if (!attribs) return false;
  if ('hidden' in attribs && attribs.hidden.toLowerCase() !== 'until-found') return true;
  return attribs.style !== undefined && HIDING_STYLE.test(attribs.style);
}

/**
 * Text of the body outside hidden elements; `breakAt(element)` says where a line ends. A line's owner is its
 * first text node (`byNode`) or the element the line fills.
 */
function layout(
  page: Page,
  breakAt: (node: DomNode) => boolean,
  byNode: boolean,
  skip: (node: DomNode) => boolean = isHidden,
): TextLines {
  const raw: { text: string; owner: DomNode }[] = [];
  const blocks: DomNode[] = [];
  let current = '';
  let owner: DomNode | null = null;
  const lineBreak = (): void => {
    if (owner) raw.push({ text: current, owner });
    current = '';
    owner = null;
  };
  walkDom(page.$('body').get() as DomNode[], {
    enter(node) {
      if (node.type === 'text') {
        current += node.data ?? '';
        owner ??= byNode ? node : (blocks.at(-1) ?? node);
        return;
      }
      if (skip(node)) return false;
      if (breakAt(node)) {
        lineBreak();
        blocks.push(node);
      }
    },
    leave(node) {
      if (breakAt(node)) {
        lineBreak();
        blocks.pop();
      }
    },
  });
  lineBreak();
  const out: TextLines = { text: '', lines: [] };
  const parts: string[] = [];
  let offset = 0;
  for (const line of raw) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    out.lines.push({ start: offset, owner: line.owner });
    parts.push(text);
    offset += text.length + 1;
  }
  out.text = parts.join('\n');
  return out;
}

/** The line (and its node) at an offset of the laid-out text. */
export function lineAt(lines: TextLines, offset: number): { text: string; owner: DomNode } {
  let low = 0;
  let high = lines.lines.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lines.lines[mid].start <= offset) low = mid;
    else high = mid - 1;
  }
  const { start, owner } = lines.lines[low];
  const end = lines.text.indexOf('\n', start);
  return { text: lines.text.slice(start, end < 0 ? undefined : end), owner };
}

/** The page's readable text, one text node per line so words from neighbouring elements never merge. */
export function visibleLines(page: Page): TextLines {
  let text = texts.get(page);
  if (text === undefined) {
    text = layout(page, (node) => node.type !== 'text', true);
    texts.set(page, text);
  }
  return text;
}

export function visibleText(page: Page): string {
  return visibleLines(page).text;
}

const isBlock = (node: DomNode): boolean => node.name !== undefined && !INLINE.has(node.name);

/**
 * The page's text as a browser lays it out: inline elements (span, a, b, …) run together and every other
 * element starts a new line, owned by that element. Finds what markup splits (`info<span>@</span>joes.com`);
 * callers must allow for a label glued to its value (`<b>Email</b><span>a@b.com</span>`), which `visibleText`
 * keeps apart.
 */
export function flowingLines(page: Page): TextLines {
  let text = flowing.get(page);
  if (text === undefined) {
    text = layout(page, isBlock, false);
    flowing.set(page, text);
  }
  return text;
}

/**
 * What a visitor reads of a page fetched without a browser, laid out as `flowingLines`: also leaves out
 * elements the markup hides (`hidden`, an inline `display: none` or `visibility: hidden`). Text a stylesheet
 * hides needs the browser (`Page.renderedText`).
 */
export function readableText(page: Page): string {
  return layout(page, isBlock, false, isHiddenFromVisitors).text;
}
