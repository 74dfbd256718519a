import { count, eq, gte, or, sql } from 'drizzle-orm';
import {
  SAMPLE_LEAD_LIMIT,
  SAMPLE_RATE_LIMITED,
  type TSampleLead,
  type TSampleSearchResponse,
  type ZSampleSearchRequest,
} from '@contracts/sample';
import type { z } from 'zod';
import type { TPlaceLead } from '@contracts/places';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sampleSearches } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { logger } from '../../core/logger';
import type { Mailer } from '../../integrations/smtp/mailer';
import { readAdminKey } from '../api-keys';
import { GoogleApiError } from '../../integrations/google/google-api-error';
import { GoogleBudgetSpent } from '../../integrations/google/google-config';
import { searchPlaces } from '../search';
import { googleConfigFor } from '../../integrations/google/google-config-for';
import { normaliseEmail } from './normalise-email';
import { sampleMail } from './sample-mail';
import { sampleFileName, sampleSpreadsheet } from './sample-spreadsheet';

type TDeps = { db: Db; config: Config; appSecret: string };
export type TSampleInput = z.output<typeof ZSampleSearchRequest>;

/** Serialises "is there a sample for this person yet? then reserve one" across requests and instances. */
const SAMPLE_LOCK_KEY = 7_461_080;

export const SAMPLE_RATE_LIMIT_MESSAGE =
  "You've hit the free sample rate limit: one free sample per person. Sign up to get unlimited searches!";
const UNAVAILABLE_MESSAGE = 'Free sample searches are not available right now. Please try again later.';
const DAILY_LIMIT_MESSAGE =
  "Today's free sample searches are all taken. Please try again tomorrow, or sign up to search right away.";
/** Google requests (retries included) one sample may send: a geocode, two pages of 20 and a few retries. */
export const SAMPLE_GOOGLE_REQUESTS = 6;
const FAILED_MESSAGE = "We couldn't run your sample search right now. Please try again in a few minutes.";

export function toSampleLead(place: TPlaceLead): TSampleLead {
  return {
    businessName: place.businessName,
    rating: place.rating,
    reviewCount: place.reviewCount,
    phone: place.phone,
    website: place.website,
    address: place.address,
    city: place.city,
    state: place.state,
  };
}

/**
 * One sample per person: the same person (normalised email) or the same network address already has one; and
 * at most `dailyLimit` samples a day for the whole site. Checked and taken under one lock.
 */
async function reserveSample(
  db: Db,
  input: TSampleInput,
  sender: { email: string; ipAddress: string | null; dailyLimit: number },
): Promise<string> {
  const { email, ipAddress, dailyLimit } = sender;
  const emailKey = normaliseEmail(email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_LOCK_KEY})`);
    const samePerson = eq(sampleSearches.emailKey, emailKey);
    const [existing] = await tx
      .select({ id: sampleSearches.id })
      .from(sampleSearches)
      .where(ipAddress ? or(samePerson, eq(sampleSearches.ipAddress, ipAddress)) : samePerson)
      .limit(1);
    if (existing) throw new AppError(SAMPLE_RATE_LIMITED, SAMPLE_RATE_LIMIT_MESSAGE);
    const [today] = await tx
      .select({ n: count() })
      .from(sampleSearches)
      .where(
        gte(sampleSearches.createdAt, sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`),
      );
    if (today.n >= dailyLimit) {
      logger.warn('sample search refused: the daily limit is reached', { dailyLimit });
      throw new AppError('SAMPLE_DAILY_LIMIT_REACHED', DAILY_LIMIT_MESSAGE);
    }
    const [row] = await tx
      .insert(sampleSearches)
      .values({
        email,
        emailKey,
        firstName: input.firstName,
        phone: input.phone ?? null,
        companyName: input.companyName ?? null,
        niche: input.niche,
        location: input.location,
        businessType: input.businessType ?? null,
        monthlyLeadNeed: input.monthlyLeadNeed ?? null,
        useCase: input.useCase ?? null,
        ipAddress,
      })
      .returning({ id: sampleSearches.id });
    return row.id;
  });
}

async function adminKey(deps: TDeps): Promise<string> {
  const apiKey = await readAdminKey(deps.db, deps.appSecret);
  if (!apiKey) {
    logger.warn('sample search refused: no admin Google key is set');
    throw new AppError('SAMPLE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  }
  return apiKey;
}

/** Up to 25 places, in at most SAMPLE_GOOGLE_REQUESTS requests (what arrived before the budget ran out is kept). */
async function findPlaces(deps: TDeps, apiKey: string, input: TSampleInput): Promise<TPlaceLead[]> {
  const found: TPlaceLead[] = [];
  try {
    const google = { ...googleConfigFor(deps.config, apiKey), budget: { left: SAMPLE_GOOGLE_REQUESTS } };
    const pages = searchPlaces(google, {
      niche: input.niche,
      location: input.location,
      limit: SAMPLE_LEAD_LIMIT,
      knownPlaceIds: new Set(),
    });
    for await (const page of pages) found.push(...page);
  } catch (error) {
    if (error instanceof GoogleBudgetSpent) {
      logger.warn('sample search stopped at its Google request budget', { found: found.length });
      return found.slice(0, SAMPLE_LEAD_LIMIT);
    }
    if (error instanceof GoogleApiError && error.kind === 'LOCATION_NOT_FOUND') {
      throw new AppError('LOCATION_NOT_FOUND', error.message);
    }
    logger.error('sample search failed at Google', {
      error,
      kind: error instanceof GoogleApiError ? error.kind : undefined,
    });
    throw new AppError('SEARCH_FAILED', FAILED_MESSAGE);
  }
  return found.slice(0, SAMPLE_LEAD_LIMIT);
}

/**
 * The free sample: reserve the person's one sample, search Google with the admin's key (up to 25 places, no
 * website crawl, so it answers in seconds), keep the results on the row and mail them as a spreadsheet.
 * Once Google has been asked the sample is spent, whatever Google answered (every request costs the operator);
 * without the admin's key nothing is reserved, so the person can try again later (decision 052, amended).
 */
export async function runSampleSearch(
  deps: TDeps,
  mailer: Mailer,
  input: TSampleInput,
  ipAddress: string | null,
): Promise<TSampleSearchResponse> {
  const email = input.email.toLowerCase();
  const apiKey = await adminKey(deps);
  const searchId = await reserveSample(deps.db, input, {
    email,
    ipAddress,
    dailyLimit: deps.config.SAMPLE_DAILY_LIMIT,
  });
  const businesses: TSampleLead[] = (await findPlaces(deps, apiKey, input)).map(toSampleLead);
  if (businesses.length === 0) {
    throw new AppError(
      'NO_RESULTS',
      `No businesses found for "${input.niche}" in ${input.location}. Try a broader business type or a nearby city.`,
    );
  }
  await deps.db
    .update(sampleSearches)
    .set({ results: businesses, resultsCount: businesses.length })
    .where(eq(sampleSearches.id, searchId));

  const spreadsheet = await sampleSpreadsheet(businesses);
  const { delivered } = await mailer.send({
    to: email,
    ...sampleMail({
      firstName: input.firstName,
      niche: input.niche,
      location: input.location,
      businesses,
      appUrl: deps.config.APP_URL,
    }),
    attachments: [
      {
        filename: sampleFileName(input.niche, input.location),
        content: spreadsheet,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ],
  });
  return { searchId, businesses, emailed: delivered };
}
