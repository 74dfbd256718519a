import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  createChatCompletionsClient,
  createConfiguredChatClient,
  type TChatCompletionsClient,
} from '../../integrations/llm/chat-completions-client';
import { readTeamKey } from '../api-keys';
import { researchCapMicros } from './research-spend';

/** Where a team's own AI key is sent when the operator names no provider: OpenAI's API. */
export const OPENAI_API_BASE_URL = 'https://api.openai.com/v1';

/**
 * Who answers a team's research questions, and within what (decision 145, session 19 addendum): the team's own
 * AI provider key when it saved one (its provider bills it, so the operator's monthly cap does not apply), else
 * the operator's (LLM_BASE_URL, LLM_API_KEY) within RESEARCH_MONTHLY_DOLLARS.
 */
export type TResearchProvider = {
  client: Pick<TChatCompletionsClient, 'chat'>;
  /** The model whose list price the cells' costs are reckoned at. */
  model: string;
  /** The team's monthly research budget in millionths of a dollar; null when its own key pays. */
  capMicros: number | null;
};

export type TResearchProviderDeps = {
  db: Db;
  appSecret: string;
  config: Pick<
    Config,
    | 'LLM_BASE_URL'
    | 'LLM_API_KEY'
    | 'LLM_MODEL'
    | 'LLM_TIMEOUT_MS'
    | 'RESEARCH_MONTHLY_DOLLARS'
    | 'TEAM_LLM_BASE_URL'
  >;
};

/** Why a team cannot ask anything: no key of its own and none of the operator's. */
export const NO_PROVIDER =
  'Research questions need an AI provider: add your team’s own key in Settings → API Keys, or ask your administrator to set one up';

/** The team's research provider; null when it has no key and the operator set none up. */
export async function researchProviderFor(
  { db, appSecret, config }: TResearchProviderDeps,
  teamId: string,
): Promise<TResearchProvider | null> {
  const teamKey = await readTeamKey(db, appSecret, teamId, 'llm');
  if (teamKey) {
    const client = createChatCompletionsClient({
      baseUrl: config.TEAM_LLM_BASE_URL ?? config.LLM_BASE_URL ?? OPENAI_API_BASE_URL,
      apiKey: teamKey,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
    });
    return { client, model: config.LLM_MODEL, capMicros: null };
  }
  const client = createConfiguredChatClient(config);
  return client ? { client, model: config.LLM_MODEL, capMicros: researchCapMicros(config) } : null;
}
