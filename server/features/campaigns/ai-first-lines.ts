import { AppError } from '../../lib/app-error';
import { payerOf } from '../../lib/team-payer';
import type { TeamScope } from '../../lib/team-scope';
import type { Db } from '../../db/client';
import { reserveUsage, usageThisMonth } from '../usage';
import { writeFirstLine, type TEmailWriter, type TLoadedLead } from '../outreach';

export type TFirstLineDeps = { db: Db; writer: TEmailWriter; aiMonthlyLimit: number };

/** How many first lines launch would write for `count` leads, whether they count, and what is left this month. */
export async function aiFirstLineBudget(deps: TFirstLineDeps, scope: TeamScope, count: number) {
  const payer = (await payerOf(deps.db, scope.teamId)) ?? '';
  const used = await usageThisMonth(deps.db, payer, 'ai_email');
  return {
    toWrite: count,
    counted: deps.writer.engine === 'ai',
    remaining: Math.max(0, deps.aiMonthlyLimit - used),
  };
}

/** Lines written at once: the model is called for a few leads at a time, not a thousand in parallel. */
const AT_ONCE = 4;

/**
 * The first lines of a launch, one per lead (decision 139). With the model, all of them are taken from the monthly
 * allowance of AI-written emails first, in one guarded update: when fewer are left, nothing is written and the
 * launch is refused with how many are left. The fact-only writer costs nothing and counts nothing.
 */
export async function writeFirstLines(
  deps: TFirstLineDeps,
  scope: TeamScope,
  leads: readonly TLoadedLead[],
): Promise<Map<string, string>> {
  if (deps.writer.engine === 'ai') {
    const taken = await reserveUsage(deps.db, scope, 'ai_email', leads.length, deps.aiMonthlyLimit);
    if (!taken) {
      const { remaining } = await aiFirstLineBudget(deps, scope, leads.length);
      throw new AppError(
        'BAD_REQUEST',
        `This launch needs ${leads.length} AI first lines and ${remaining} are left this month. Launch without the AI first line, or with fewer leads.`,
      );
    }
  }
  const lines = new Map<string, string>();
  for (let i = 0; i < leads.length; i += AT_ONCE) {
    const batch = leads.slice(i, i + AT_ONCE);
    const written = await Promise.all(batch.map((lead) => writeFirstLine(deps.writer, lead.facts)));
    batch.forEach((lead, j) => lines.set(lead.row.id, written[j]));
  }
  return lines;
}
