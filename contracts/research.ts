import { z } from 'zod';

/* ----------------------------------------------------------------------------------------------
 * Research questions (issue 34, decision 143): a question asked of every lead, answered from the lead's own
 * stored page text with a verbatim quote and the page it is on, or "not found".
 * -------------------------------------------------------------------------------------------- */

/** One line of plain words: `What booking system do they use?` */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\r\n]*$/, 'must be one line');

const question = line(300).min(3);

/** The question and the kind of answer it takes: yes/no, one of a list, a number or a short text. */
export const ZResearchQuestion = z.discriminatedUnion('answerType', [
  z.object({ question, answerType: z.literal('yes_no') }),
  z.object({ question, answerType: z.literal('choice'), choices: z.array(line(80)).min(2).max(12) }),
  z.object({ question, answerType: z.literal('number') }),
  z.object({ question, answerType: z.literal('text') }),
]);
export type TResearchQuestion = z.infer<typeof ZResearchQuestion>;
export type TResearchAnswerType = TResearchQuestion['answerType'];

/**
 * Why a cell says "not found": the model found nothing on the pages (or the lead has no page text), it cited a
 * page that is not one of the lead's, its quote is not on that page, or its answer could not be read.
 */
export const RESEARCH_NOT_FOUND_REASONS = [
  'not_on_site',
  'no_page_text',
  'page_not_of_lead',
  'quote_not_on_page',
  'unreadable',
] as const;

/** One lead's answer: what the page says, how sure the model was, and the quote and page it rests on. */
export const ZResearchAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('answered'),
    answer: z.union([z.boolean(), z.number(), z.string()]),
    confidence: z.number().min(0).max(1),
    /** As it stands on the page, whitespace collapsed. */
    quote: z.string(),
    url: z.string(),
  }),
  z.object({ status: z.literal('not_found'), reason: z.enum(RESEARCH_NOT_FOUND_REASONS) }),
]);
export type TResearchAnswer = z.infer<typeof ZResearchAnswer>;
