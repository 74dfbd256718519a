import {
  SCORE_PART_MAX,
  SCORE_PARTS,
  type TLeadScore,
  type TScoreBreakdown,
  type TScorePart,
  type TScorePersona,
} from '@contracts/enrichment';
import type { LeadScoreInput } from './lead-score-input';
import { PERSONA_WEIGHTS } from './personas';
import { recommendationsFor } from './recommendations';
import { SCORE_PARTS_FROM_FACTS, type PartScore } from './score-parts';

/**
 * The lead score (docs/scoring.md). Deterministic: the same facts give the same score. The breakdown is always
 * on the spec scale (20/20/30/20/10); the persona only re-weights the parts into the total.
 */
export function computeLeadScore(input: LeadScoreInput, persona: TScorePersona = 'agency'): TLeadScore {
  const parts = Object.fromEntries(
    SCORE_PARTS.map((part) => [part, SCORE_PARTS_FROM_FACTS[part](input)]),
  ) as Record<TScorePart, PartScore>;
  const breakdown = Object.fromEntries(
    SCORE_PARTS.map((part) => [part, parts[part].points]),
  ) as TScoreBreakdown;
  const weights = PERSONA_WEIGHTS[persona];
  const weighted = SCORE_PARTS.reduce(
    (sum, part) => sum + (breakdown[part] / SCORE_PART_MAX[part]) * weights[part],
    0,
  );
  return {
    total: Math.min(100, Math.max(0, Math.round(weighted))),
    persona,
    breakdown,
    reasons: Object.fromEntries(
      SCORE_PARTS.map((part) => [part, parts[part].reasons]),
    ) as TLeadScore['reasons'],
    recommendations: recommendationsFor(input, breakdown, persona),
  };
}
