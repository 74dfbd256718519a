import { readFencedData, type TDataBlock } from '../../server/integrations/llm/fenced-data';

/**
 * What the fake "model" answers to a research question (decision 143): the sentence of the fenced pages that
 * best matches the question's words, read as yes/no (a negation says no), one of the listed choices, a number
 * or short text; "not found" when no sentence matches well enough. It never takes a page's words as an
 * instruction: a sentence that talks to an assistant or about instructions is passed over, as a well-behaved
 * model would.
 */

type TMessage = { role: string; content: string };
type TAnswerKind =
  { type: 'yes_no' } | { type: 'choice'; choices: string[] } | { type: 'number' } | { type: 'text' };
export type TResearchReply = {
  found: boolean;
  answer: boolean | number | string | null;
  confidence: number;
  quote: string;
  url: string;
};

/** A research request: structured output whose schema asks for a quote and its page. */
export function researchSchemaOf(responseFormat: unknown): Record<string, unknown> | null {
  const format = responseFormat as { type?: string; json_schema?: { schema?: { properties?: object } } };
  const properties = format?.json_schema?.schema?.properties;
  if (format?.type !== 'json_schema' || !properties || !('quote' in properties) || !('url' in properties))
    return null;
  return properties as Record<string, unknown>;
}

function answerKind(properties: Record<string, unknown>): TAnswerKind {
  const answer = properties.answer as {
    type?: string | string[];
    anyOf?: { type?: string; enum?: string[] }[];
  };
  const options = [answer, ...(answer.anyOf ?? [])];
  const choices = options.find((option) => 'enum' in option && Array.isArray(option.enum));
  if (choices && 'enum' in choices) return { type: 'choice', choices: choices.enum ?? [] };
  const types = options.flatMap((option) => [option.type ?? []].flat());
  if (types.includes('boolean')) return { type: 'yes_no' };
  if (types.includes('number') || types.includes('integer')) return { type: 'number' };
  return { type: 'text' };
}

const STOP_WORDS = new Set(
  'a about all an and any are as at be by can could do does for from get had has have how i if in is it its many much of on or our provide provides the their them there they this to us use uses using was we what when where which who will with would you your'.split(
    ' ',
  ),
);
/** Words that deny what follows them; `t` is what is left of "don't" and "won't" once split at the apostrophe. */
const NEGATORS = new Set(['not', 'no', 'never', 'none', 'cannot', 'without', 'unable', 'nor', 't']);
/** How far before a word of the question a negation still denies it: "we do not offer emergency call-outs". */
const NEGATION_REACH = 4;
/** Words a page uses to talk to a model instead of its visitors: never an answer. */
const ADDRESSES_A_MODEL =
  /\b(?:ignore|disregard|instructions?|prompt|assistant|language model|chatgpt|llm|ai model|system message)\b/i;
const NUMBER_WORDS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');

/** A crude English stem, the same on both sides: `bookings` and `booking` read `book`, `dentists` `dentist`. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return stem(word.slice(0, -1));
  return word;
}
const tokensOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const wordsOf = (text: string): string[] => tokensOf(text).map(stem);

/**
 * Whether the sentence denies what the question asks: a negation within a few words before one of the question's
 * words ("we don't work weekends"), not one elsewhere in it ("we work weekends, at no extra cost").
 */
function denies(text: string, keywords: string[]): boolean {
  const tokens = tokensOf(text);
  return tokens.some(
    (token, i) =>
      keywords.includes(stem(token)) &&
      tokens.slice(Math.max(0, i - NEGATION_REACH), i).some((before) => NEGATORS.has(before)),
  );
}

/** Sentences of a page's lines, as they stand in its text (so each is a verbatim quote). */
function sentencesOf(block: TDataBlock): { text: string; url: string }[] {
  return block.text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“])/u))
    .map((text) => text.trim())
    .filter((text) => text.length >= 8 && !ADDRESSES_A_MODEL.test(text))
    .map((text) => ({ text, url: block.url }));
}

function numberIn(text: string): number | null {
  const digits = /\b\d+(?:\.\d+)?\b/.exec(text);
  if (digits) return Number(digits[0]);
  const word = tokensOf(text).find((w) => NUMBER_WORDS.includes(w));
  return word === undefined ? null : NUMBER_WORDS.indexOf(word);
}

const NOT_FOUND: TResearchReply = { found: false, answer: null, confidence: 0, quote: '', url: '' };

export function researchReply(messages: TMessage[], properties: Record<string, unknown>): TResearchReply {
  const user = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  const { before, blocks } = readFencedData(user);
  const question = /^Question: (.*)$/m.exec(before)?.[1] ?? '';
  const kind = answerKind(properties);
  const keywords = [
    ...new Set(
      tokensOf(question)
        .filter((word) => !STOP_WORDS.has(word))
        .map(stem),
    ),
  ];
  if (keywords.length === 0) return NOT_FOUND;
  const choiceIn = (text: string): string | undefined =>
    kind.type === 'choice'
      ? kind.choices.find((choice) => text.toLowerCase().includes(choice.toLowerCase()))
      : undefined;
  // A listed choice named in a sentence counts as one more of the question's words.
  const wanted = keywords.length + (kind.type === 'choice' ? 1 : 0);
  const needed = Math.ceil(wanted * 0.6);
  let best: { text: string; url: string; matched: number } | null = null;
  for (const sentence of blocks.flatMap(sentencesOf)) {
    const words = new Set(wordsOf(sentence.text));
    const choice = choiceIn(sentence.text);
    const matched = keywords.filter((keyword) => words.has(keyword)).length + (choice ? 1 : 0);
    if (matched < needed || (best && matched <= best.matched)) continue;
    if (kind.type === 'choice' && !choice) continue;
    if (kind.type === 'number' && numberIn(sentence.text) === null) continue;
    best = { ...sentence, matched };
  }
  if (!best) return NOT_FOUND;
  const text = best.text;
  const answer =
    kind.type === 'yes_no'
      ? !denies(text, keywords)
      : kind.type === 'choice'
        ? (choiceIn(text) as string)
        : kind.type === 'number'
          ? (numberIn(text) as number)
          : text.slice(0, 200);
  const confidence = best.matched === wanted ? 0.9 : 0.7;
  return { found: true, answer, confidence, quote: text, url: best.url };
}

/** The same reply with a quote nobody wrote, on the first page: what a model that makes things up sends. */
export function inventedResearchReply(
  messages: TMessage[],
  properties: Record<string, unknown>,
): TResearchReply {
  const user = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  const kind = answerKind(properties);
  const url = readFencedData(user).blocks[0]?.url ?? 'https://example.com/';
  const answer =
    kind.type === 'yes_no'
      ? true
      : kind.type === 'choice'
        ? (kind.choices[0] ?? '')
        : kind.type === 'number'
          ? 12
          : 'Family-run since 1987';
  return {
    found: true,
    answer,
    confidence: 0.95,
    quote: 'We offer 24/7 emergency call-outs across the city.',
    url,
  };
}
