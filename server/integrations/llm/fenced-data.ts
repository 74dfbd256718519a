import { randomBytes } from 'node:crypto';

/**
 * Untrusted text handed to a model as data (decision 143): each block between an opening line with a random
 * marker and its source, and a closing line with the same marker. The marker is new for every prompt and
 * occurs in none of the blocks, so a text cannot close its block and write outside it. The fake LLM reads the
 * blocks back with `readFencedData`.
 */
export type TDataBlock = { url: string; text: string };

const opening = (marker: string, url: string) => `<<<DATA ${marker} url=${JSON.stringify(url)}>>>`;
const closing = (marker: string) => `<<<END ${marker}>>>`;

/** How the prompt names the blocks' fences, for the instruction that what is inside them is data. */
export const describeFence = (marker: string) =>
  `Each block starts with a line ${opening(marker, '…')} and ends with the line ${closing(marker)}.`;

/** The blocks fenced with a marker none of them contains. */
export function fenceData(blocks: TDataBlock[]): { marker: string; fenced: string } {
  let marker: string;
  do marker = randomBytes(9).toString('hex');
  while (blocks.some((block) => block.text.includes(marker) || block.url.includes(marker)));
  const fenced = blocks
    .map((block) => `${opening(marker, block.url)}\n${block.text}\n${closing(marker)}`)
    .join('\n\n');
  return { marker, fenced };
}

const BLOCK = /^<<<DATA ([0-9a-f]{18}) url=("(?:[^"\\]|\\.)*")>>>\n([\s\S]*?)\n<<<END \1>>>$/gm;

/** The fenced blocks of a prompt, and the text before the first of them. */
export function readFencedData(content: string): { before: string; blocks: TDataBlock[] } {
  const blocks: TDataBlock[] = [];
  let first = content.length;
  for (const match of content.matchAll(BLOCK)) {
    first = Math.min(first, match.index);
    blocks.push({ url: JSON.parse(match[2]) as string, text: match[3] });
  }
  return { before: content.slice(0, first), blocks };
}
