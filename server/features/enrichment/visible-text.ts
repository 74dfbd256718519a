import type { Page } from './page';

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'svg']);

const texts = new WeakMap<Page, string>();

/** The page's readable text, one text node per line so words from neighbouring elements never merge. */
export function visibleText(page: Page): string {
  let text = texts.get(page);
  if (text === undefined) {
    const { $ } = page;
    text = $('body *')
      .add('body')
      .contents()
      .filter(
        (_, node) =>
          node.type === 'text' && !HIDDEN.has(node.parent && 'name' in node.parent ? node.parent.name : ''),
      )
      .map((_, node) => $(node).text().trim())
      .get()
      .filter(Boolean)
      .join('\n');
    texts.set(page, text);
  }
  return text;
}
