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
export type TResearchNotFoundReason = (typeof RESEARCH_NOT_FOUND_REASONS)[number];

/* ----------------------------------------------------------------------------------------------
 * Saved questions, columns, batch runs and cost (decision 145).
 * -------------------------------------------------------------------------------------------- */

/**
 * Where a column's run stands: never run, running (queued or working), done (no cell left pending), cancelled,
 * capped (the team's monthly research budget is spent; the rest stay pending) or failed (the AI provider kept
 * failing; `stopMessage` says what it said).
 */
export const RESEARCH_RUN_STATUSES = ['idle', 'running', 'done', 'cancelled', 'capped', 'failed'] as const;
export type TResearchRunStatus = (typeof RESEARCH_RUN_STATUSES)[number];

/** A cell: waiting for its model call, answered with a quote, not found (no quote), or the provider failed. */
export const RESEARCH_CELL_STATUSES = ['pending', 'answered', 'not_found', 'failed'] as const;
export type TResearchCellStatus = (typeof RESEARCH_CELL_STATUSES)[number];

/** POST /api/research/questions (body: `ZResearchQuestion`) → 201, and each of GET /api/research/questions. */
export const ZSavedResearchQuestion = z.object({
  id: z.string(),
  question: z.string(),
  answerType: z.enum(['yes_no', 'choice', 'number', 'text']),
  /** The options of a `choice` question; null for the other types. */
  choices: z.array(z.string()).nullable(),
  createdAt: z.string(),
});
export type TSavedResearchQuestion = z.infer<typeof ZSavedResearchQuestion>;
export const ZResearchQuestionsResponse = z.object({ questions: z.array(ZSavedResearchQuestion) });

/**
 * POST /api/research/columns: a saved question (`questionId`) or a new one (`question`, saved for reuse), asked
 * of a search's leads (`searchId`) or a list's (`listId`).
 */
export const ZCreateResearchColumnRequest = z
  .object({
    questionId: z.uuid().optional(),
    question: ZResearchQuestion.optional(),
    searchId: z.uuid().optional(),
    listId: z.uuid().optional(),
  })
  .refine((body) => (body.questionId === undefined) !== (body.question === undefined), {
    message: 'Give a questionId or a question',
  })
  .refine((body) => (body.searchId === undefined) !== (body.listId === undefined), {
    message: 'Give a searchId or a listId',
  });
export type TCreateResearchColumnRequest = z.infer<typeof ZCreateResearchColumnRequest>;

/** GET /api/research/columns?searchId= | ?listId= */
export const ZResearchColumnsQuery = z
  .object({ searchId: z.uuid().optional(), listId: z.uuid().optional() })
  .refine((q) => (q.searchId === undefined) !== (q.listId === undefined), {
    message: 'Give a searchId or a listId',
  });

/** How many of the column's cells stand where: `total` is every lead of the search or list. */
export const ZResearchProgress = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  answered: z.number().int(),
  notFound: z.number().int(),
  failed: z.number().int(),
});

/** A column: its question, its search or list, its run and progress, and what its answers cost so far. */
export const ZResearchColumn = z.object({
  id: z.string(),
  question: ZSavedResearchQuestion,
  searchId: z.string().nullable(),
  listId: z.string().nullable(),
  status: z.enum(RESEARCH_RUN_STATUSES),
  /** Why a run stopped early (budget reached, provider failing); null otherwise. */
  stopMessage: z.string().nullable(),
  progress: ZResearchProgress,
  /** The model calls of its cells, at the model's list price. */
  costDollars: z.number(),
  createdAt: z.string(),
});
export type TResearchColumn = z.infer<typeof ZResearchColumn>;
export const ZResearchColumnsResponse = z.object({ columns: z.array(ZResearchColumn) });

/** One lead's cell. A not-found cell has a `reason` and never a quote. */
export const ZResearchCell = z.object({
  leadId: z.string(),
  status: z.enum(RESEARCH_CELL_STATUSES),
  answer: z.union([z.boolean(), z.number(), z.string()]).nullable(),
  reason: z.enum(RESEARCH_NOT_FOUND_REASONS).nullable(),
  confidence: z.number().nullable(),
  quote: z.string().nullable(),
  url: z.string().nullable(),
  /** The provider's failure, in our words, for a failed cell. */
  error: z.string().nullable(),
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  costDollars: z.number().nullable(),
  answeredAt: z.string().nullable(),
  /** When the newest page the answer rests on was fetched; a re-crawl after it makes `rerun` ask again. */
  pagesFetchedAt: z.string().nullable(),
});
export type TResearchCell = z.infer<typeof ZResearchCell>;
/**
 * What a cell says (the workspace and the Full export): the answer ("Yes", "12", "Calendly"), "Not found on the site", "No website text to read", or
 * where its run stands.
 */
export function formatCellAnswer(cell: Pick<TResearchCell, 'status' | 'reason' | 'answer'>): string {
  switch (cell.status) {
    case 'not_found':
      // No text was kept of its pages (no website, or its deeper check has not read it yet): nothing was asked.
      return cell.reason === 'no_page_text' ? 'No website text to read' : 'Not found on the site';
    case 'pending':
      return 'Waiting';
    case 'failed':
      return 'Failed';
    case 'answered':
      if (typeof cell.answer === 'boolean') return cell.answer ? 'Yes' : 'No';
      return typeof cell.answer === 'number' ? cell.answer.toLocaleString('en-US') : (cell.answer ?? '');
  }
}

/** GET /api/research/columns/:id/answers: the column and one cell per lead of its search or list. */
export const ZResearchAnswersResponse = z.object({ column: ZResearchColumn, cells: z.array(ZResearchCell) });
export type TResearchAnswersResponse = z.infer<typeof ZResearchAnswersResponse>;

/**
 * POST /api/research/columns/:id/estimate and …/run. `rerun`: also ask again where the lead's pages were
 * fetched again (a re-crawl) after the cell was answered; a plain run asks the pending and failed cells.
 */
export const ZResearchRunRequest = z.object({ rerun: z.boolean().optional() });
export type TResearchRunRequest = z.infer<typeof ZResearchRunRequest>;

/** What a run would cost before it starts, and what is left of the team's monthly research budget. */
export const ZResearchEstimate = z.object({
  /** Cells the run would ask (leads without page text among them are answered "not found" at no cost). */
  leads: z.number().int(),
  estimatedTokens: z.number().int(),
  estimatedDollars: z.number(),
  model: z.string(),
  /** The team's month under the operator's cap; null when the team's own AI provider key pays (no cap of ours). */
  budget: z.object({ monthlyDollars: z.number(), spentDollars: z.number() }).nullable(),
});
export type TResearchEstimate = z.infer<typeof ZResearchEstimate>;
