import { z } from 'zod';

/** POST /api/beta-feedback — what a beta tester thinks once their results budget is spent. */
export const ZBetaFeedbackRequest = z.object({
  rating: z
    .number()
    .int()
    .min(1, 'Rating must be between 1 and 10')
    .max(10, 'Rating must be between 1 and 10'),
  likes: z.string().trim().max(2000, 'Please keep each answer under 2000 characters').default(''),
  dislikes: z.string().trim().max(2000, 'Please keep each answer under 2000 characters').default(''),
  suggestions: z.string().trim().max(2000, 'Please keep each answer under 2000 characters').default(''),
});
export type TBetaFeedbackRequest = z.input<typeof ZBetaFeedbackRequest>;
