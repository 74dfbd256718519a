/** The parts of a parsed (domhandler) node that a walk reads. */
export type DomNode = {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
};

export type Visit = {
  /** Called for every node in document order; return false to skip an element's children. */
  enter(node: DomNode): boolean | void;
  /** Called after an element's children. */
  leave?(node: DomNode): void;
};

/**
 * Depth-first walk in document order, without recursion and without cheerio's document-order sorting:
 * hostile pages nest elements deeper than the call stack allows, and sorting deep trees is quadratic.
 */
export function walkDom(roots: DomNode[], visit: Visit): void {
  const stack: { node: DomNode; leaving: boolean }[] = roots
    .slice()
    .reverse()
    .map((node) => ({ node, leaving: false }));
  while (stack.length > 0) {
    const { node, leaving } = stack.pop() as { node: DomNode; leaving: boolean };
    if (leaving) {
      visit.leave?.(node);
      continue;
    }
    if (visit.enter(node) === false || !node.children) continue;
    stack.push({ node, leaving: true });
    for (let i = node.children.length - 1; i >= 0; i--)
      stack.push({ node: node.children[i], leaving: false });
  }
}
