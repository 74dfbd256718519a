import { Readable } from 'node:stream';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { compileFilters, DEFAULT_SORT, localToday, type TLeadSort } from '@contracts/filters';
import { NO_BUSINESSES_TO_EXPORT, XLSX_MAX_ROWS, ZExportRequest } from '@contracts/leads';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { businessResults, leadLists, searchHistory } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { assertCanExport } from '../entitlements/export-access';
import { incrementUsage } from '../usage/usage-counter';
import { csvStream, EXPORT_HEADER, toExportCells } from './export-cells';
import { attachmentHeader, exportFileName } from './export-file-name';

type TRequest = z.output<typeof ZExportRequest>;

/** Rows are read this many at a time, so memory holds one page of rows (plus the ids of the export). */
export const EXPORT_PAGE_SIZE = 1000;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Only the columns an export and its filters read; never the crawl blobs. */
const exportColumns = {
  id: businessResults.id,
  businessName: businessResults.businessName,
  phone: businessResults.phone,
  website: businessResults.website,
  address: businessResults.address,
  city: businessResults.city,
  state: businessResults.state,
  zipCode: businessResults.zipCode,
  rating: businessResults.rating,
  reviewCount: businessResults.reviewCount,
  leadScore: businessResults.leadScore,
  hasChatbot: businessResults.hasChatbot,
  cmsPlatform: businessResults.cmsPlatform,
  tags: businessResults.tags,
  notes: businessResults.notes,
  lastContactedDate: businessResults.lastContactedDate,
  employeeCountEstimate: businessResults.employeeCountEstimate,
  revenueEstimateMin: businessResults.revenueEstimateMin,
  revenueEstimateMax: businessResults.revenueEstimateMax,
  facebookUrl: businessResults.facebookUrl,
  instagramUrl: businessResults.instagramUrl,
  linkedinUrl: businessResults.linkedinUrl,
  twitterUrl: businessResults.twitterUrl,
  tiktokUrl: businessResults.tiktokUrl,
  pinterestUrl: businessResults.pinterestUrl,
  youtubeUrl: businessResults.youtubeUrl,
};

function orderBy(sort: TLeadSort): SQL {
  const dir = sql.raw(sort.dir === 'asc' ? 'asc' : 'desc');
  if (sort.key === 'businessName') return sql`lower(b.business_name) ${dir}, b.id`;
  const column = sql.raw(sort.key === 'rating' ? 'b.rating' : 'b.lead_score');
  return sql`${column} ${dir} nulls last, b.id`;
}

/** The ids to export, in order: the ones given (checked to be the user's), or the whole search or list. */
async function exportIds(db: Db, userId: string, request: TRequest): Promise<string[]> {
  if (request.ids) {
    const ids = [...new Set(request.ids)];
    for (let i = 0; i < ids.length; i += EXPORT_PAGE_SIZE) {
      const chunk = ids.slice(i, i + EXPORT_PAGE_SIZE);
      const [{ owned }] = await db
        .select({ owned: sql<number>`count(*)::int` })
        .from(businessResults)
        .where(and(inArray(businessResults.id, chunk), eq(businessResults.userId, userId)));
      if (owned !== chunk.length) throw notFound('Business');
    }
    return ids;
  }
  const order = orderBy(request.sort ?? DEFAULT_SORT);
  const source = request.source;
  const query =
    source.kind === 'search'
      ? sql`select b.id from business_results b where b.user_id = ${userId} and b.search_id = ${source.searchId} order by ${order}`
      : source.kind === 'list'
        ? sql`select b.id from lead_list_members m join business_results b on b.id = m.business_id
              where m.list_id = ${source.listId} and b.user_id = ${userId} order by ${order}`
        : null;
  if (!query) return [];
  const result = (await db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/** The export's file name, after checking the search or list is the user's. */
async function fileNameFor(db: Db, userId: string, request: TRequest, at: Date): Promise<string> {
  const source = request.source;
  if (source.kind === 'search') {
    const [search] = await db
      .select({ niche: searchHistory.niche, location: searchHistory.location })
      .from(searchHistory)
      .where(and(eq(searchHistory.id, source.searchId), eq(searchHistory.userId, userId)));
    if (!search) throw notFound('Search');
    return exportFileName({ kind: 'search', ...search }, request.format, at);
  }
  if (source.kind === 'list') {
    const [list] = await db
      .select({ name: leadLists.name })
      .from(leadLists)
      .where(and(eq(leadLists.id, source.listId), eq(leadLists.userId, userId)));
    if (!list) throw notFound('List');
    return exportFileName({ kind: 'list', name: list.name }, request.format, at);
  }
  return exportFileName({ kind: 'selection' }, request.format, at);
}

/** Export rows page by page in `ids` order, keeping those that pass the filters (scope exports only). */
async function* exportRows(db: Db, userId: string, ids: string[], request: TRequest) {
  const keep = request.ids ? () => true : compileFilters(request.filters, request.today ?? localToday());
  for (let i = 0; i < ids.length; i += EXPORT_PAGE_SIZE) {
    const chunk = ids.slice(i, i + EXPORT_PAGE_SIZE);
    const rows = await db
      .select(exportColumns)
      .from(businessResults)
      .where(and(inArray(businessResults.id, chunk), eq(businessResults.userId, userId)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of chunk) {
      const row = byId.get(id);
      if (row && keep(row)) yield row;
    }
  }
}

export type TExportFile = {
  fileName: string;
  contentType: string;
  body: ReadableStream<Uint8Array> | Buffer;
};

/**
 * Builds an export. Everything that can refuse (ownership, entitlement, nothing to export) happens before
 * the file starts; CSV then streams page by page with backpressure, so 100,000 rows never sit in memory.
 */
export async function exportLeads(
  db: Db,
  userId: string,
  request: TRequest,
  at: Date = new Date(),
): Promise<TExportFile> {
  const fileName = await fileNameFor(db, userId, request, at);
  const ids = await exportIds(db, userId, request);
  if (ids.length === 0) throw new AppError('NO_BUSINESSES_TO_EXPORT', NO_BUSINESSES_TO_EXPORT, 400);
  await assertCanExport(db, userId);
  const contentType = CONTENT_TYPES[request.format];

  if (request.format === 'xlsx') {
    const sheet: Row[] = [EXPORT_HEADER.map((value) => ({ value, fontWeight: 'bold' as const }))];
    for await (const row of exportRows(db, userId, ids, request)) {
      if (sheet.length > XLSX_MAX_ROWS) {
        throw new AppError(
          'EXPORT_TOO_LARGE',
          `Excel exports are limited to ${XLSX_MAX_ROWS.toLocaleString('en-US')} businesses; export CSV instead`,
          400,
        );
      }
      sheet.push(toExportCells(row));
    }
    if (sheet.length === 1) throw new AppError('NO_BUSINESSES_TO_EXPORT', NO_BUSINESSES_TO_EXPORT, 400);
    const buffer = await writeXlsxFile(sheet, { sheet: 'Businesses' }).toBuffer();
    await incrementUsage(db, userId, 'export');
    return { fileName, contentType, body: buffer };
  }

  await incrementUsage(db, userId, 'export');
  async function* records() {
    yield EXPORT_HEADER;
    for await (const row of exportRows(db, userId, ids, request)) yield toExportCells(row);
  }
  return {
    fileName,
    contentType,
    body: Readable.toWeb(csvStream(records(), request.bom)) as ReadableStream<Uint8Array>,
  };
}

export function exportResponse(file: TExportFile): Response {
  return new Response(file.body as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentHeader(file.fileName),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
