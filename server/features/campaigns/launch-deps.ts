import type { AppDeps } from '../../app-deps';
import { createEmailWriter, type TEmailWriter } from '../outreach';
import type { TLaunchDeps } from './launch-campaign';

/** What preview, launch and resume need, from the app's deps; `writer` replaces the configured one (tests). */
export const launchDepsOf = (deps: AppDeps, writer?: TEmailWriter): TLaunchDeps => ({
  db: deps.db,
  boss: deps.boss,
  writer: writer ?? createEmailWriter(deps.config),
  aiMonthlyLimit: deps.config.LLM_MONTHLY_EMAILS_PER_USER,
});
